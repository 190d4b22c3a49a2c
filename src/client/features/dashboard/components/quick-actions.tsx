import {
  BarChart3,
  CalendarCheck,
  CalendarPlus,
  Lightbulb,
  MessageSquare,
  Search,
  Store,
} from "lucide-react";
import { Link } from "react-router";
import { Card } from "#client/components/ui/card";
import { useUnreadCount } from "#client/features/messages/api/get-unread-count";
import { paths } from "#client/lib/paths";
import type { UserProfile } from "#shared/contracts/users";

function quickActionsFor(user: UserProfile, unread: number) {
  const isSupplier = user.role === "supplier";
  return [
    isSupplier
      ? { to: paths.browseRequests, label: "Find New Requests", icon: Search }
      : { to: paths.createRequest, label: "Create New Request", icon: CalendarPlus },
    isSupplier
      ? { to: paths.quotes, label: "My Quotes", icon: Store }
      : { to: paths.suppliers, label: "Browse Suppliers", icon: Store },
    ...(isSupplier ? [{ to: paths.insights, label: "Insights", icon: BarChart3 }] : []),
    { to: paths.bookings, label: "Bookings", icon: CalendarCheck },
    {
      to: paths.messages,
      label: unread > 0 ? `Messages (${unread} unread)` : "Messages",
      icon: MessageSquare,
    },
    { to: paths.featureRequests, label: "Feature Requests", icon: Lightbulb },
  ];
}

export function QuickActions({ user }: { user: UserProfile }) {
  const { count: unread } = useUnreadCount(true);
  const isSupplier = user.role === "supplier";
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="mb-4 text-lg font-semibold">
        Quick Actions
      </h2>
      <div
        className={`grid gap-3 sm:grid-cols-2 ${isSupplier ? "lg:grid-cols-3" : "lg:grid-cols-5"}`}
      >
        {quickActionsFor(user, unread).map((action) => (
          <Card key={action.to} className="transition-shadow hover:shadow-md">
            <Link
              to={action.to}
              className="flex min-h-16 items-center gap-3 p-4 font-medium text-slate-900"
            >
              <action.icon className="size-5 text-brand-700" aria-hidden="true" />
              {action.label}
            </Link>
          </Card>
        ))}
      </div>
      {isSupplier && user.subscriptionActive && (
        <p className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          Unlimited Plan Active
        </p>
      )}
    </section>
  );
}
