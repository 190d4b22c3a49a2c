import { type ReactNode, useEffect, useRef } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "#client/components/ui/spinner";
import { toast } from "#client/components/ui/toast";
import { useSession } from "#client/features/auth/api/session";
import { paths } from "#client/lib/paths";
import type { Role, UserProfile } from "#shared/contracts/users";
import type { StandardPlanPage } from "#shared/domain/standard-plan";

const ROLE_PLURAL: Record<Role, string> = {
  organizer: "organizers",
  supplier: "suppliers",
  admin: "administrators",
};
const ROLE_WITH_ARTICLE: Record<Role, string> = {
  organizer: "an organizer",
  supplier: "a supplier",
  admin: "an administrator",
};

export function wrongRoleMessage(pageRoles: Role[], userRole: Role) {
  return {
    title: `That page is for ${pageRoles.map((role) => ROLE_PLURAL[role]).join(" and ")}`,
    description: `You are signed in as ${ROLE_WITH_ARTICLE[userRole]}, so here is your dashboard instead.`,
  };
}

/** Logging out and in again would not help, so a signed-in user is told why they moved. */
function WrongRoleRedirect({ pageRoles, userRole }: { pageRoles: Role[]; userRole: Role }) {
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast(wrongRoleMessage(pageRoles, userRole));
  }, [pageRoles, userRole]);
  return <Navigate to={paths.dashboard} replace />;
}

/**
 * Guests go to /login (and come back after); a signed-in user on a page for the other role goes
 * to their dashboard with a toast saying why.
 */
export function RequireUser({ roles, children }: { roles?: Role[]; children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading && !user) return <Spinner />;
  if (!user) {
    return (
      <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
    );
  }
  if (roles && !roles.includes(user.role))
    return <WrongRoleRedirect pageRoles={roles} userRole={user.role} />;
  return children;
}

/**
 * Users already signed in when they arrive are sent on from the login and registration pages.
 * Signing in on the page itself is left to the page, which knows where to go next
 * (a new supplier goes to /plans, for instance).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const arrivedSignedIn = useRef<boolean | null>(null);
  // Decided once, from the server's answer (a remembered user may be stale).
  if (arrivedSignedIn.current === null && !isLoading) arrivedSignedIn.current = Boolean(user);
  if (arrivedSignedIn.current === null) return <Spinner />;
  if (arrivedSignedIn.current && user) return <Navigate to={paths.dashboard} replace />;
  return children;
}

/**
 * Suppliers only (guests go to /login, organizers to their dashboard); a supplier without an
 * active plan goes to /plans, which names the page they came from and why it needs the plan.
 */
export function RequireSubscribedSupplier({
  page,
  children,
}: {
  page: StandardPlanPage;
  children: (user: UserProfile) => ReactNode;
}) {
  return (
    <RequireUser roles={["supplier"]}>
      <PlanGate page={page}>{children}</PlanGate>
    </RequireUser>
  );
}

function PlanGate({
  page,
  children,
}: {
  page: StandardPlanPage;
  children: (user: UserProfile) => ReactNode;
}) {
  const { user, isLoading } = useSession();
  if (!user) return null;
  if (!user.subscriptionActive) {
    // The remembered user may predate a new subscription: only the server's answer sends anyone away.
    return isLoading ? <Spinner /> : <Navigate to={paths.plansFrom(page)} replace />;
  }
  return children(user);
}
