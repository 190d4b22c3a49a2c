import { useSession } from "../../features/auth/api/session";
import { FeatureRequestsPage } from "../../features/feature-requests/pages/feature-requests-page";
import { usePageTitle } from "../use-page-title";

/** Open to guests: they read the board and are asked to log in to take part. */
export function FeatureRequestsRoute() {
  usePageTitle("Feature Requests");
  const { user, isLoading } = useSession();
  return <FeatureRequestsPage user={user} isSessionLoading={isLoading && !user} />;
}
