import { Navigate } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "../../features/auth/api/session";
import { DashboardPage } from "../../features/dashboard/pages/dashboard-page";
import { paths } from "../../lib/paths";
import { usePageTitle } from "../use-page-title";

export function DashboardRoute() {
  usePageTitle("Dashboard");
  const { user, isLoading } = useSession();
  if (isLoading && !user) return <Spinner label="Loading dashboard..." />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: paths.dashboard }} />;
  return <DashboardPage user={user} />;
}
