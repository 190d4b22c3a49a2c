import { type ReactNode, useRef } from "react";
import { Navigate, useLocation } from "react-router";
import type { Role } from "../../../../shared/contracts/users";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../lib/paths";
import { useSession } from "../api/session";

/** Guests go to /login (and come back after); users of another role go to /login as the spec says. */
export function RequireUser({ roles, children }: { roles?: Role[]; children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading && !user) return <Spinner />;
  if (!user || (roles && !roles.includes(user.role))) {
    return (
      <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
    );
  }
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
