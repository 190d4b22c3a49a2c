import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { SupplierCard, SupplierCardSkeleton } from "#client/components/supplier-card";
import { useTopSuppliers } from "#client/features/suppliers/api/get-top-suppliers";
import { paths } from "#client/lib/paths";

const SHOWN_SUPPLIERS = 3;

/**
 * The three best suppliers of docs/spec-contract.md §Ranking. Saving a supplier is left to the directory: its mutation
 * code would weigh on the home page's tight script budget.
 */
export function TopRatedSuppliers() {
  const { data, isPending, isError } = useTopSuppliers(SHOWN_SUPPLIERS);
  // Nothing to recommend: the page reads better without an empty section.
  if (isError || (!isPending && data.length === 0)) return null;

  return (
    // White like the categories above it, which it continues, so it needs no top padding of its own.
    <section aria-labelledby="top-suppliers-heading" className="bg-white">
      <div className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6 lg:pb-20">
        <div className="mb-8 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2
              id="top-suppliers-heading"
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              Top-Rated Suppliers
            </h2>
            <p className="mt-2 text-slate-600">
              Trusted by organizers and rated highly for their work.
            </p>
          </div>
          <Link
            to={paths.suppliers}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            View All
            <span className="sr-only"> suppliers</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        {isPending && (
          <p role="status" className="sr-only">
            Loading top-rated suppliers
          </p>
        )}
        <ul className="grid gap-6 md:grid-cols-3">
          {isPending
            ? Array.from({ length: SHOWN_SUPPLIERS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length placeholder list
                <li key={index}>
                  <SupplierCardSkeleton />
                </li>
              ))
            : data.slice(0, SHOWN_SUPPLIERS).map((supplier) => (
                <li key={supplier.id}>
                  <SupplierCard supplier={supplier} />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
