import { BadgeCheck, Crown } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { PERIOD_WORD } from "#client/features/plans/lib/plan-copy";
import type { PlanType } from "#shared/contracts/payments";
import type { SubscriptionView } from "#shared/contracts/subscriptions";
import { formatLongDate } from "#shared/domain/format";

export const ACCOUNT_TAB_PATH = "/profile?tab=account";

function describe(plan: SubscriptionView): { title: string; detail: string } {
  if (plan.status === "lifetime")
    return {
      title: "Free Lifetime Access",
      detail: "Unlimited quotes and messaging, with no payment needed.",
    };
  const title = plan.plan === "yearly" ? "Standard yearly plan" : "Standard monthly plan";
  const until = plan.expiresAt ? formatLongDate(plan.expiresAt) : null;
  if (!until) return { title, detail: "Your plan is active." };
  if (plan.status === "cancelling")
    return { title, detail: `Cancelled: active until ${until}, then the Free plan.` };
  if (plan.renewsAutomatically) return { title, detail: `Active. Renews on ${until}.` };
  return { title, detail: `Active until ${until}.` };
}

interface CurrentPlanProps {
  plan: SubscriptionView;
  billing: PlanType;
  isExtending: boolean;
  onExtend: () => void;
}

/** What a subscribed supplier sees instead of a Subscribe button. */
export function CurrentPlan({ plan, billing, isExtending, onExtend }: CurrentPlanProps) {
  const { title, detail } = describe(plan);
  const Icon = plan.status === "lifetime" ? Crown : BadgeCheck;
  return (
    <div className="space-y-4 rounded-xl border border-green-200 bg-green-50 p-4">
      <div>
        <p className="flex items-center gap-2 font-semibold text-green-900">
          <Icon className="size-5 shrink-0" aria-hidden="true" />
          {title}
        </p>
        <p className="mt-1 text-sm text-slate-700">{detail}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to={ACCOUNT_TAB_PATH}>Manage your plan</Link>
        </Button>
        {plan.canExtend && (
          <Button onClick={onExtend} disabled={isExtending}>
            {isExtending ? "Starting..." : `Extend by a ${PERIOD_WORD[billing]}`}
          </Button>
        )}
      </div>
    </div>
  );
}
