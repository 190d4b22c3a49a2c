import { CalendarPlus, Heart, Lightbulb, MessageSquare, Search, Store } from "lucide-react";
import { Link } from "react-router";
import type { UserProfile } from "../../../../shared/contracts/users";
import { supplierPath } from "../../../components/supplier-card";
import { Card } from "../../../components/ui/card";
import { Page } from "../../../components/ui/page";
import { Skeleton } from "../../../components/ui/skeleton";
import { paths } from "../../../lib/paths";
import { useUnreadCount } from "../../messages/api/get-unread-count";
import { useSavedSuppliers } from "../../saved-suppliers/api/saved-suppliers";

function quickActionsFor(user: UserProfile, unread: number) {
  const isSupplier = user.role === "supplier";
  return [
    isSupplier
      ? { to: paths.browseRequests, label: "Find New Requests", icon: Search }
      : { to: paths.createRequest, label: "Create New Request", icon: CalendarPlus },
    isSupplier
      ? { to: paths.quotes, label: "My Quotes", icon: Store }
      : { to: paths.suppliers, label: "Browse Suppliers", icon: Store },
    {
      to: paths.messages,
      label: unread > 0 ? `Messages (${unread} unread)` : "Messages",
      icon: MessageSquare,
    },
    { to: paths.featureRequests, label: "Feature Requests", icon: Lightbulb },
  ];
}

const SAVED_SHOWN = 3;

function SavedSuppliersCard() {
  const saved = useSavedSuppliers(true);
  const suppliers = saved.data ?? [];
  return (
    <Card className="p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Heart className="size-5 text-coral-700" aria-hidden="true" /> Saved Suppliers
        </h2>
        <span className="text-2xl font-bold text-slate-900">
          {saved.isPending ? "–" : suppliers.length}
          <span className="sr-only"> saved</span>
        </span>
      </div>
      {saved.isPending ? (
        <Skeleton className="mt-4 h-16 w-full" />
      ) : saved.isError ? (
        <p className="mt-4 text-sm text-slate-600">
          Your saved suppliers couldn't be loaded just now.
        </p>
      ) : suppliers.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          None saved yet.{" "}
          <Link to={paths.suppliers} className="font-medium text-brand-700 hover:underline">
            Browse suppliers
          </Link>{" "}
          and tap the heart to keep a shortlist.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {suppliers.slice(0, SAVED_SHOWN).map((supplier) => (
            <li key={supplier.id}>
              <Link
                to={supplierPath(supplier)}
                className="flex min-h-11 items-center justify-between gap-3 py-2 text-sm hover:text-brand-700"
              >
                <span className="font-medium">{supplier.name}</span>
                <span className="truncate text-slate-600">{supplier.address}</span>
              </Link>
            </li>
          ))}
          {suppliers.length > SAVED_SHOWN && (
            <li className="pt-2 text-sm text-slate-600">
              And {suppliers.length - SAVED_SHOWN} more saved suppliers
            </li>
          )}
        </ul>
      )}
    </Card>
  );
}

export function DashboardPage({ user }: { user: UserProfile }) {
  const { count: unread } = useUnreadCount(true);
  const isSupplier = user.role === "supplier";
  return (
    <Page
      title={`Welcome back, ${user.displayName}!`}
      subtitle={
        isSupplier
          ? "Manage your quotes and browse event requests"
          : "Create requests and manage your events"
      }
    >
      {user.role === "organizer" && (
        <div className="mb-8 grid gap-4 lg:grid-cols-2">
          <SavedSuppliersCard />
        </div>
      )}
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-4 text-lg font-semibold">
          Quick Actions
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
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
    </Page>
  );
}
