import type { ReactNode } from "react";
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

/** Signed-in users are sent on from the login and registration pages. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isLoading, isPlaceholder } = useSession();
  if (isLoading && !isPlaceholder) return <Spinner />;
  if (user && !isPlaceholder) return <Navigate to={paths.dashboard} replace />;
  return children;
}
