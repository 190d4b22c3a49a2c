import { usePageTitle } from "#client/app/use-page-title";
import { useSession } from "#client/features/auth/api/session";
import { FeatureRequestsPage } from "#client/features/feature-requests/pages/feature-requests-page";

/** Open to guests: they read the board and are asked to log in to take part. */
export function FeatureRequestsRoute() {
  usePageTitle("Feature Requests");
  const { user, isLoading } = useSession();
  return <FeatureRequestsPage user={user} isSessionLoading={isLoading && !user} />;
}
