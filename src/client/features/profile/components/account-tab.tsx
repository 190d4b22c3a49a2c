import { BadgeCheck, Crown } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card";
import { Dialog } from "#client/components/ui/dialog";
import { toast } from "#client/components/ui/toast";
import { useCancelSubscription } from "#client/features/plans/api/cancel-subscription";
import { useSubscription } from "#client/features/plans/api/get-subscription";
import { messageOf } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import type { UserProfile } from "#shared/contracts/users";
import { formatLongDate, formatMonthYear } from "#shared/domain/format";
import { hasLiveSubscription } from "#shared/domain/subscription";

const accountTypes: Record<UserProfile["role"], string> = {
  organizer: "Event Organizer",
  supplier: "Event Supplier",
  admin: "Administrator",
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm break-words text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

function planName(type: string | null) {
  if (type === "yearly") return "Standard yearly plan";
  if (type === "monthly") return "Standard monthly plan";
  return "Standard plan";
}

const CANCEL_FAILED_MESSAGE = "Could not cancel your subscription. Please try again.";

/** A paid plan: its state from the server, and cancelling it at the end of the period. */
function PaidPlan({ user }: { user: UserProfile }) {
  const subscription = useSubscription(user.id);
  const cancel = useCancelSubscription();
  const [isConfirming, setConfirming] = useState(false);
  const plan = subscription.data;
  const expiresAt = plan?.expiresAt ?? user.subscriptionExpiry;
  const endsOn = expiresAt ? formatLongDate(expiresAt) : null;
  const isCancelling = plan?.status === "cancelling";
  const dateLabel = isCancelling
    ? "Ends on"
    : plan?.renewsAutomatically
      ? "Renews on"
      : "Active until";

  const onConfirmCancel = () => {
    cancel.mutate(undefined, {
      onSuccess(answer) {
        setConfirming(false);
        toast({ title: "Subscription cancelled", description: answer.message, variant: "success" });
      },
      onError(error) {
        toast({
          title: "Error",
          description: messageOf(error, CANCEL_FAILED_MESSAGE),
          variant: "destructive",
        });
      },
    });
  };

  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        <BadgeCheck className="size-5 text-green-700" aria-hidden="true" />
        {planName(user.subscriptionType)}
        {isCancelling ? <Badge tone="amber">Cancelled</Badge> : <Badge tone="green">Active</Badge>}
      </p>
      {endsOn && (
        <p className="text-sm text-slate-700">
          {dateLabel} {endsOn}
          {isCancelling && ". You keep every Standard feature until then."}
        </p>
      )}
      {subscription.isError && (
        <p className="text-sm text-red-700">
          Could not load your plan's details.{" "}
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0"
            onClick={() => subscription.refetch()}
          >
            Try again
          </Button>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={paths.plans}>Manage plan</Link>
        </Button>
        {plan?.canCancel && (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            Cancel subscription
          </Button>
        )}
      </div>
      <Dialog
        open={isConfirming}
        onOpenChange={(open) => {
          if (!cancel.isPending) setConfirming(open);
        }}
        title="Cancel your subscription?"
        description={
          endsOn
            ? `You keep the Standard plan until ${endsOn}. After that you return to the Free plan.`
            : "You return to the Free plan at the end of the period you have paid for."
        }
        footer={
          <>
            <Button
              variant="outline"
              onClick={() => setConfirming(false)}
              disabled={cancel.isPending}
            >
              Keep subscription
            </Button>
            <Button variant="destructive" onClick={onConfirmCancel} disabled={cancel.isPending}>
              {cancel.isPending ? "Cancelling..." : "Cancel subscription"}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          {`On the Free plan you can send ${user.monthlyQuoteLimit} quote${user.monthlyQuoteLimit === 1 ? "" : "s"} a month, and your phone, email and website are hidden from organizers.`}
        </p>
      </Dialog>
    </div>
  );
}

function SubscriptionStatus({ user }: { user: UserProfile }) {
  if (user.freeAccess) {
    return (
      <div className="space-y-3">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <Crown className="size-5 text-brand-700" aria-hidden="true" />
          Free Lifetime Access
        </p>
        <p className="text-sm text-slate-600">
          Unlimited quotes and messaging, with no payment needed.
        </p>
      </div>
    );
  }
  if (hasLiveSubscription(user)) return <PaidPlan user={user} />;
  const remaining = Math.max(0, user.monthlyQuoteLimit - user.quotesThisMonth);
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        Free plan <Badge>Limited</Badge>
      </p>
      <p className="text-sm text-slate-700">
        {user.monthlyQuoteLimit} quote{user.monthlyQuoteLimit === 1 ? "" : "s"} a month ({remaining}{" "}
        left this month). Upgrade for unlimited quotes and messaging with organizers.
      </p>
      <Button asChild variant="accent" size="sm">
        <Link to={paths.plans}>View subscription plans</Link>
      </Button>
    </div>
  );
}

export function AccountTab({ user }: { user: UserProfile }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Account details</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-slate-200">
            <Row label="Username">@{user.username}</Row>
            <Row label="Email">{user.email}</Row>
            <Row label="Account type">{accountTypes[user.role]}</Row>
            <Row label="Member since">{formatMonthYear(user.createdAt)}</Row>
          </dl>
        </CardContent>
      </Card>
      {user.role === "supplier" && (
        <Card>
          <CardHeader>
            <CardTitle>Subscription</CardTitle>
          </CardHeader>
          <CardContent>
            <SubscriptionStatus user={user} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
