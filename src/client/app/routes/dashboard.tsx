import { Navigate } from "react-router";
import { usePageTitle } from "#client/app/use-page-title";
import { Spinner } from "#client/components/ui/spinner";
import { useSession } from "#client/features/auth/api/session";
import { DashboardPage } from "#client/features/dashboard/pages/dashboard-page";
import { paths } from "#client/lib/paths";

export function DashboardRoute() {
  usePageTitle("Dashboard");
  const { user, isLoading } = useSession();
  if (isLoading && !user) return <Spinner label="Loading dashboard..." />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: paths.dashboard }} />;
  return <DashboardPage user={user} />;
}
