import { usePageTitle } from "#client/app/use-page-title";
import { RequireSubscribedSupplier } from "#client/features/auth/components/route-guards";
import { BrowseRequestsPage } from "#client/features/browse-requests/pages/browse-requests-page";

export function BrowseRequestsRoute() {
  usePageTitle("Browse Requests");
  return (
    <RequireSubscribedSupplier page="browse-events">
      {(user) => <BrowseRequestsPage user={user} />}
    </RequireSubscribedSupplier>
  );
}
