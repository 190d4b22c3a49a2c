import { Info } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "#client/components/ui/avatar";
import { Skeleton } from "#client/components/ui/skeleton";
import { paths } from "#client/lib/paths";
import type { SupplierProfile } from "#shared/contracts/suppliers";
import { categoryName } from "#shared/domain/categories";

function profilePath(supplier: Pick<SupplierProfile, "id" | "urlSlug">) {
  return supplier.urlSlug ? paths.supplierBySlug(supplier.urlSlug) : paths.supplier(supplier.id);
}

/** Says who the request is meant for when the organizer came from a supplier's profile. */
export function SupplierQuoteBanner({
  supplier,
  isLoading,
  isError,
}: {
  supplier: SupplierProfile | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  if (supplier) {
    const categories = supplier.categories.map(categoryName);
    return (
      <section
        aria-label="Requested supplier"
        className="mb-8 flex items-start gap-4 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:items-center sm:p-5"
      >
        <Avatar name={supplier.name} imageUrl={supplier.profileImage} />
        <div className="min-w-0 space-y-1">
          <p className="font-semibold break-words text-brand-900">
            Requesting quote from{" "}
            <Link to={profilePath(supplier)} className="underline-offset-4 hover:underline">
              {supplier.name}
            </Link>
          </p>
          <p className="text-sm text-slate-700">
            {categories.length > 0
              ? `We've selected their categories (${categories.join(", ")}). Other suppliers in these categories can quote too.`
              : "Choose the categories you need; other suppliers in them can quote too."}
          </p>
        </div>
      </section>
    );
  }
  if (isLoading) {
    return (
      <div className="mb-8 flex items-center gap-4 rounded-xl border border-slate-200 p-5">
        <span className="sr-only" role="status">
          Loading supplier
        </span>
        <Skeleton className="size-9 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <p className="mb-8 flex items-start gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <Info className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden="true" />
        We couldn't load the supplier you came from. Your request still reaches every supplier in
        the categories you choose.
      </p>
    );
  }
  return null;
}
