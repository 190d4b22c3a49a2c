import { usePageTitle } from "#client/app/use-page-title";
import { RequireSubscribedSupplier } from "#client/features/auth/components/route-guards";
import { SupplierQuotesPage } from "#client/features/quotes/pages/supplier-quotes-page";

export function SupplierQuotesRoute() {
  usePageTitle("My Quotes");
  return (
    <RequireSubscribedSupplier page="my-quotes">
      {() => <SupplierQuotesPage />}
    </RequireSubscribedSupplier>
  );
}
