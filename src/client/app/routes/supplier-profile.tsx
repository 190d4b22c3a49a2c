import { useParams } from "react-router";
import { usePageTitle } from "#client/app/use-page-title";
import {
  type SupplierLookup,
  supplierLookupFrom,
  useSupplierDetail,
} from "#client/features/supplier-profile/api/get-supplier-detail";
import { SupplierProfilePage } from "#client/features/supplier-profile/pages/supplier-profile-page";

/** The title follows the page: the supplier's name once known, the not-found wording when missing. */
function SupplierProfileWithTitle({ lookup }: { lookup: SupplierLookup | null }) {
  const { data, isError } = useSupplierDetail(lookup);
  usePageTitle(
    data ? data.supplier.name : lookup === null || isError ? "Supplier Not Found" : "Supplier",
  );
  return <SupplierProfilePage lookup={lookup} />;
}

export function SupplierProfileRoute() {
  const { id } = useParams();
  return <SupplierProfileWithTitle lookup={supplierLookupFrom({ id: id ?? "" })} />;
}

export function SupplierBySlugRoute() {
  const { slug } = useParams();
  return <SupplierProfileWithTitle lookup={supplierLookupFrom({ slug: slug ?? "" })} />;
}
