import { Spinner } from "../../components/ui/spinner";

export function BrowseRequestsRoute() {
  return <Spinner />;
}
export function SupplierQuotesRoute() {
  return <Spinner />;
}
