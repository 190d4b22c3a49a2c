import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { usePageTitle } from "#client/app/use-page-title";
import { Spinner } from "#client/components/ui/spinner";
import { useSession } from "#client/features/auth/api/session";
import { RequireUser } from "#client/features/auth/components/route-guards";
import { BrowseRequestsPage } from "#client/features/browse-requests/pages/browse-requests-page";
import { SupplierQuotesPage } from "#client/features/quotes/pages/supplier-quotes-page";
import { paths } from "#client/lib/paths";
import type { UserProfile } from "#shared/contracts/users";

/** Suppliers only (guests go to /login, organizers to their dashboard); a supplier without an active plan goes to /plans. */
function SubscribedSupplier({ children }: { children: (user: UserProfile) => ReactNode }) {
  return (
    <RequireUser roles={["supplier"]}>
      <PlanGate>{children}</PlanGate>
    </RequireUser>
  );
}

function PlanGate({ children }: { children: (user: UserProfile) => ReactNode }) {
  const { user, isLoading } = useSession();
  if (!user) return null;
  if (!user.subscriptionActive) {
    // The remembered user may predate a new subscription: only the server's answer sends anyone away.
    return isLoading ? <Spinner /> : <Navigate to={paths.plans} replace />;
  }
  return children(user);
}

export function BrowseRequestsRoute() {
  usePageTitle("Browse Requests");
  return <SubscribedSupplier>{(user) => <BrowseRequestsPage user={user} />}</SubscribedSupplier>;
}

export function SupplierQuotesRoute() {
  usePageTitle("My Quotes");
  return <SubscribedSupplier>{() => <SupplierQuotesPage />}</SubscribedSupplier>;
}
