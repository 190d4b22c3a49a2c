import { Navigate, useLocation, useParams } from "react-router";
import { NotFoundPage } from "#client/app/not-found-page";
import { usePageTitle } from "#client/app/use-page-title";
import { Spinner } from "#client/components/ui/spinner";
import { NotAllowed } from "#client/features/admin/components/not-allowed";
import {
  ADMIN_SECTION_LABELS,
  adminPaths,
  isAdminSection,
} from "#client/features/admin/lib/admin-sections";
import { AdminPage } from "#client/features/admin/pages/admin-page";
import { useSession } from "#client/features/auth/api/session";
import { paths } from "#client/lib/paths";

/**
 * `/admin` and `/admin/{section}`: guests are sent to log in and brought back; signed-in users
 * who are not admins are told so. The server refuses them every admin call regardless.
 */
export function AdminRoute() {
  const { section } = useParams();
  const location = useLocation();
  const { user, isLoading } = useSession();
  const known = isAdminSection(section);
  usePageTitle(known ? `${ADMIN_SECTION_LABELS[section]} · Admin` : "Admin");

  // A remembered user may be out of date: only the server's answer turns anyone away.
  if (isLoading && user?.role !== "admin") return <Spinner />;
  if (!user)
    return (
      <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
    );
  if (user.role !== "admin") return <NotAllowed />;
  if (section === undefined) return <Navigate to={adminPaths.section("users")} replace />;
  if (!known) return <NotFoundPage />;
  return <AdminPage section={section} user={user} />;
}
