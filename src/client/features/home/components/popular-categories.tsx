import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CategoryIcon } from "#client/components/category-icon";
import { Skeleton } from "#client/components/ui/skeleton";
import { useCategories } from "#client/features/categories/api/get-categories";
import { paths } from "#client/lib/paths";
import type { CategoryView } from "#shared/contracts/categories";
import { formatNumber } from "#shared/domain/format";

const SHOWN_CATEGORIES = 6;

function CategoryTile({ category }: { category: CategoryView }) {
  return (
    <Link
      to={paths.suppliersInCategory(category.id)}
      className="group flex h-full min-h-36 flex-col items-center justify-center rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white">
        <CategoryIcon icon={category.icon} className="size-6" />
      </span>
      <span className="mt-3 text-sm font-semibold text-slate-900">{category.name}</span>
      {category.count !== undefined && (
        <span className="mt-1 text-sm text-slate-600">
          {formatNumber(category.count)} {category.count === 1 ? "supplier" : "suppliers"}
        </span>
      )}
    </Link>
  );
}

function CategoryTileSkeleton() {
  return (
    <div className="flex h-full min-h-36 flex-col items-center justify-center rounded-xl border border-slate-200 bg-white p-4">
      <Skeleton className="size-12 rounded-xl" />
      <Skeleton className="mt-3 h-4 w-20" />
      <Skeleton className="mt-2 h-4 w-16" />
    </div>
  );
}

export function PopularCategories() {
  const { data, isPending } = useCategories();
  const categories = (data ?? []).slice(0, SHOWN_CATEGORIES);
  return (
    <section aria-labelledby="categories-heading" className="bg-white">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <div className="mb-8 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2
              id="categories-heading"
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              Popular Supplier Categories
            </h2>
            <p className="mt-2 text-slate-600">
              Start with the services organizers book most often.
            </p>
          </div>
          <Link
            to={paths.suppliers}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            View all suppliers
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        {isPending && (
          <p role="status" className="sr-only">
            Loading categories
          </p>
        )}
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
          {isPending
            ? Array.from({ length: SHOWN_CATEGORIES }, (_, index) => (
                // Placeholders have no identity of their own.
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length placeholder list
                <li key={index}>
                  <CategoryTileSkeleton />
                </li>
              ))
            : categories.map((category) => (
                <li key={category.id}>
                  <CategoryTile category={category} />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
