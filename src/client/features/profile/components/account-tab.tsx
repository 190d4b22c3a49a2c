import { BadgeCheck, Crown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UserProfile } from "../../../../shared/contracts/users";
import { formatLongDate, formatMonthYear } from "../../../../shared/domain/format";
import { hasLiveSubscription } from "../../../../shared/domain/subscription";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { paths } from "../../../lib/paths";

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
  if (hasLiveSubscription(user)) {
    return (
      <div className="space-y-3">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <BadgeCheck className="size-5 text-green-700" aria-hidden="true" />
          {planName(user.subscriptionType)}
          <Badge tone="green">Active</Badge>
        </p>
        {user.subscriptionExpiry && (
          <p className="text-sm text-slate-700">
            Active until {formatLongDate(user.subscriptionExpiry)}
          </p>
        )}
        <Button asChild variant="outline" size="sm">
          <Link to={paths.plans}>Manage plan</Link>
        </Button>
      </div>
    );
  }
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
