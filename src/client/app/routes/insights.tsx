import { usePageTitle } from "#client/app/use-page-title";
import { RequireSubscribedSupplier } from "#client/features/auth/components/route-guards";
import { InsightsPage } from "#client/features/insights/pages/insights-page";

export function InsightsRoute() {
  usePageTitle("Insights");
  return (
    <RequireSubscribedSupplier page="insights">{() => <InsightsPage />}</RequireSubscribedSupplier>
  );
}
