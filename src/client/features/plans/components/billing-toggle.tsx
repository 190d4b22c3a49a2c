import { RadioGroup } from "radix-ui";
import { YEARLY_SAVING_PERCENT } from "#client/features/plans/lib/plan-copy";
import { cn } from "#client/lib/cn";
import type { PlanType } from "#shared/contracts/payments";
import { PLAN_TYPES } from "#shared/domain/plans";

const LABELS: Record<PlanType, string> = { monthly: "Monthly", yearly: "Yearly" };

/** Monthly or yearly billing: a radio group, so arrow keys move between the two. */
export function BillingToggle({
  value,
  onChange,
}: {
  value: PlanType;
  onChange: (value: PlanType) => void;
}) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(next) => {
        const plan = PLAN_TYPES.find((type) => type === next);
        if (plan) onChange(plan);
      }}
      orientation="horizontal"
      aria-label="Billing period"
      className="inline-flex rounded-full border border-slate-200 bg-slate-100 p-1"
    >
      {PLAN_TYPES.map((plan) => (
        <RadioGroup.Item
          key={plan}
          value={plan}
          className={cn(
            "inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
            "data-[state=checked]:bg-white data-[state=checked]:text-slate-900 data-[state=checked]:shadow-sm",
          )}
        >
          {LABELS[plan]}
          {plan === "yearly" && (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
              Save {YEARLY_SAVING_PERCENT}%
            </span>
          )}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
