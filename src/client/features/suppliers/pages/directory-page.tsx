import { LoaderCircle, MapPinOff, Plus, SearchX } from "lucide-react";
import { type ReactNode, useEffect, useId, useMemo, useRef } from "react";
import { Link } from "react-router";
import { SupplierCardSkeleton } from "#client/components/supplier-card";
import { Button } from "#client/components/ui/button";
import { EmptyState } from "#client/components/ui/empty-state";
import { ErrorState } from "#client/components/ui/error-state";
import { toast } from "#client/components/ui/toast";
import { useSession } from "#client/features/auth/api/session";
import { useSupplierCounts } from "#client/features/suppliers/api/get-supplier-counts";
import { useSupplierDirectory } from "#client/features/suppliers/api/get-supplier-directory";
import type { SupplierFilters } from "#client/features/suppliers/api/get-suppliers";
import { ActiveFilters } from "#client/features/suppliers/components/active-filters";
import { DirectoryMapView } from "#client/features/suppliers/components/directory-map-view";
import { DirectorySupplierCard } from "#client/features/suppliers/components/directory-supplier-card";
import { DirectoryViewToggle } from "#client/features/suppliers/components/directory-view-toggle";
import { FilterDrawer } from "#client/features/suppliers/components/filter-drawer";
import { FilterPanel } from "#client/features/suppliers/components/filter-panel";
import { SearchFilter } from "#client/features/suppliers/components/search-filter";
import { orderPhrase, SortSelect } from "#client/features/suppliers/components/sort-select";
import {
  type DirectoryLanding,
  useDirectoryFilters,
} from "#client/features/suppliers/hooks/use-directory-filters";
import { useDirectoryView } from "#client/features/suppliers/hooks/use-directory-view";
import { ApiError } from "#client/lib/api-client";
import { formatCalendarDay } from "#client/lib/calendar-month";
import { cn } from "#client/lib/cn";
import { paths } from "#client/lib/paths";
import type { SupplierCount } from "#shared/contracts/suppliers";
import { categoryName } from "#shared/domain/categories";
import { directoryWhatInSentence } from "#shared/domain/directory-titles";
import { formatNumber } from "#shared/domain/format";
import { DIRECTORY_DISTANCE } from "#shared/domain/limits";
import { pages } from "#shared/paths";

const SKELETON_COUNT = 6;
const GRID_CLASS = "grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3 xl:gap-6";

function pluralSuppliers(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "supplier" : "suppliers"}`;
}

/** "Showing 24 of 41 suppliers", "Showing 24 of more than 1,000 suppliers", "12 suppliers". */
function describeCount(count: number, hasMore: boolean, total: SupplierCount | undefined): string {
  if (count === 0) return "No suppliers";
  if (!hasMore) return pluralSuppliers(count);
  // The total is on its way: say no more than what is known.
  if (!total) return `Showing the first ${pluralSuppliers(count)}`;
  const of = total.isExact
    ? pluralSuppliers(total.count)
    : `more than ${pluralSuppliers(total.count)}`;
  return `Showing ${formatNumber(count)} of ${of}`;
}

/** "Showing 24 of 41 suppliers matching “cake” within 25 km of Bath, nearest first". */
function describeResults(
  count: number,
  hasMore: boolean,
  total: SupplierCount | undefined,
  filters: SupplierFilters,
): string {
  const parts = [describeCount(count, hasMore, total)];
  if (filters.q) parts.push(`matching “${filters.q}”`);
  if (filters.location) parts.push(`within ${filters.distance} km of ${filters.location}`);
  if (filters.availableOn) parts.push(`free on ${formatCalendarDay(filters.availableOn)}`);
  if (filters.maxPrice !== undefined)
    parts.push(`starting at up to £${formatNumber(filters.maxPrice)}`);
  const sentence = parts.join(" ");
  if (count < 2) return sentence;
  return `${sentence}, ${orderPhrase(filters.sort, Boolean(filters.location))}`;
}

function emptyMessage(filters: SupplierFilters): string {
  if (filters.maxPrice !== undefined) {
    return `No supplier with these filters starts at £${formatNumber(filters.maxPrice)} or less. Try a higher price or fewer filters.`;
  }
  if (filters.availableOn) {
    return `No supplier with these filters is free on ${formatCalendarDay(filters.availableOn)}. Try another day or fewer filters.`;
  }
  if (filters.location) {
    return "No supplier matches within that distance. Try a wider distance, another category or fewer filters.";
  }
  if (filters.q) return `Nothing matches “${filters.q}”. Try another word or browse all suppliers.`;
  if (filters.category)
    return "No supplier in this category has joined yet. Browse all suppliers instead.";
  return "Suppliers are joining all the time. Please check back soon.";
}

/** The next step up the slider that is likely to find someone: double the distance. */
function widerDistance(distance: number): number {
  return Math.min(DIRECTORY_DISTANCE.max, Math.max(distance * 2, 50));
}

/** Cards a desktop shows without scrolling: they are laid out at once. */
const ABOVE_FOLD_CARDS = 3;
/**
 * Cards whose photo is asked for with the page. A phone's first screen shows one card, whose photo
 * is the page's largest paint; photos of the next cards would share the phone's bandwidth with it,
 * so they wait for layout, which still starts them at once where they are on screen.
 */
const FIRST_PHOTO_CARDS = 1;

export function DirectoryPage({ landing }: { landing?: DirectoryLanding }) {
  const controls = useDirectoryFilters(landing);
  const { view, setView } = useDirectoryView();
  const { filters, activeCount } = controls;
  const { user } = useSession();
  const isOrganizer = user?.role === "organizer";
  const query = useSupplierDirectory(filters);
  const counts = useSupplierCounts(filters);
  const filtersHeadingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  /** After "Load more", focus moves to the first new card so keyboard users carry on from there. */
  const focusIndexAfterLoad = useRef<number | null>(null);

  const suppliers = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  const heading = filters.category ? categoryName(filters.category) : "All Suppliers";
  const isLoading = query.isPending || (query.isLoadingError && query.isFetching);
  const hasLoadFailed = query.isLoadingError && !query.isFetching;
  // A place the server cannot find, or a category it does not know: retrying will not help.
  const badFilterError =
    hasLoadFailed && query.error instanceof ApiError && query.error.status === 400
      ? query.error
      : null;
  // A landing page's town the gazetteer does not know: one empty state says so.
  const isUnknownTown =
    Boolean(landing?.town) && badFilterError?.fieldErrors?.location !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new failure (a new errorUpdatedAt) gets one toast
  useEffect(() => {
    if (!query.isLoadingError && !query.isFetchNextPageError) return;
    // Filters the server refused have their own empty state, which says why; a toast would repeat it.
    if (query.error instanceof ApiError && query.error.status === 400) return;
    focusIndexAfterLoad.current = null;
    toast({
      title: "Error",
      description: "Failed to load suppliers. Please try again.",
      variant: "destructive",
    });
  }, [query.errorUpdatedAt]);

  useEffect(() => {
    const index = focusIndexAfterLoad.current;
    if (index === null || suppliers.length <= index) return;
    focusIndexAfterLoad.current = null;
    gridRef.current?.children[index]?.querySelector("a")?.focus();
  }, [suppliers]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new filters cancel a pending focus move
  useEffect(() => {
    focusIndexAfterLoad.current = null;
  }, [filters]);

  const loadMore = () => {
    if (query.isFetchingNextPage) return;
    focusIndexAfterLoad.current = suppliers.length;
    void query.fetchNextPage();
  };

  // A full last page looks like more to come; an exact total reached says there is none.
  const total = counts.data?.total;
  const hasMore = query.hasNextPage && !(total?.isExact && suppliers.length >= total.count);

  let status: string;
  if (isLoading) status = "Loading suppliers…";
  // The error panel below speaks for itself (role="alert"); saying it twice would be noise.
  else if (hasLoadFailed) status = "";
  else if (query.isPlaceholderData) status = "Updating results…";
  else status = describeResults(suppliers.length, hasMore, total, filters);

  let results: ReactNode;
  if (isLoading) {
    results = (
      <ul className={GRID_CLASS}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length placeholder list
          <li key={index}>
            <SupplierCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (badFilterError && isUnknownTown) {
    results = (
      <EmptyState
        icon={MapPinOff}
        title="We don't know that town"
        description={`We couldn't find a town called “${filters.location}”. Check the spelling, or choose a place from the suggestions in Location.`}
        action={
          <Button asChild>
            <Link to={pages.suppliersInCategory.href(landing?.category ?? "")}>
              See {directoryWhatInSentence(filters.category)} anywhere in the UK
            </Link>
          </Button>
        }
      />
    );
  } else if (badFilterError) {
    results = (
      <EmptyState
        icon={SearchX}
        title="We couldn't search with these filters"
        description={
          badFilterError.fieldErrors?.location?.[0] ??
          "Please choose a place from the suggestions and a category from the list."
        }
        action={<Button onClick={controls.clearAll}>View All Suppliers</Button>}
      />
    );
  } else if (hasLoadFailed) {
    results = (
      <ErrorState
        title="Suppliers could not be loaded"
        message="Please check your connection and try again."
        onRetry={() => void query.refetch()}
      />
    );
  } else if (suppliers.length === 0) {
    const distance = filters.distance ?? DIRECTORY_DISTANCE.default;
    const canWiden = Boolean(filters.location) && distance < DIRECTORY_DISTANCE.max;
    results = (
      <EmptyState
        icon={SearchX}
        title="No suppliers found"
        description={emptyMessage(filters)}
        action={
          activeCount > 0 && (
            <div className="flex flex-col gap-3 sm:flex-row">
              {canWiden && (
                <Button
                  variant="outline"
                  onClick={() => controls.setDistance(widerDistance(distance))}
                >
                  Search within {widerDistance(distance)} km
                </Button>
              )}
              <Button onClick={controls.clearAll}>View All Suppliers</Button>
            </div>
          )
        }
      />
    );
  } else {
    const list = (
      <ul
        ref={gridRef}
        aria-busy={query.isPlaceholderData}
        className={cn(GRID_CLASS, "transition-opacity", query.isPlaceholderData && "opacity-60")}
      >
        {suppliers.map((supplier, index) => (
          <li
            key={supplier.id}
            className={index < ABOVE_FOLD_CARDS ? undefined : "render-near-viewport"}
          >
            <DirectorySupplierCard
              supplier={supplier}
              searchedPlace={filters.location}
              canSave={isOrganizer}
              isAboveFold={index < FIRST_PHOTO_CARDS}
              askedDay={filters.availableOn}
            />
          </li>
        ))}
      </ul>
    );
    results = (
      <>
        {view === "map" ? (
          // Wide screens keep the list, one card a row, beside the map; narrow ones show the map alone.
          <div className="lg:grid lg:grid-cols-2 lg:items-start lg:gap-6">
            <div className="hidden lg:block [&>ul]:grid-cols-1">{list}</div>
            <div className="lg:sticky lg:top-4">
              <DirectoryMapView
                suppliers={suppliers}
                renderCard={(supplier) => (
                  <DirectorySupplierCard
                    supplier={supplier}
                    searchedPlace={filters.location}
                    canSave={isOrganizer}
                    isAboveFold
                    askedDay={filters.availableOn}
                  />
                )}
              />
            </div>
          </div>
        ) : (
          list
        )}
        {hasMore && !query.isPlaceholderData ? (
          <div className="mt-10 flex justify-center">
            <Button
              variant="outline"
              size="lg"
              aria-disabled={query.isFetchingNextPage || undefined}
              onClick={loadMore}
            >
              {query.isFetchingNextPage ? (
                <>
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                  Loading more suppliers…
                </>
              ) : (
                "Load more suppliers"
              )}
            </Button>
          </div>
        ) : (
          (query.data?.pages.length ?? 0) > 1 && (
            <p className="mt-10 text-center text-sm text-slate-600">
              You've reached the end of the list.
            </p>
          )
        )}
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight break-words text-slate-900 focus:outline-none sm:text-3xl"
          >
            {heading}
          </h1>
          <p role="status" className="text-slate-600">
            {status}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3 self-start sm:self-auto">
          <SortSelect controls={controls} />
          {isOrganizer && (
            <Button asChild variant="accent">
              <Link to={paths.createRequest}>
                <Plus aria-hidden="true" />
                Create Request
              </Link>
            </Button>
          )}
        </div>
      </div>

      <div className="md:flex md:items-start md:gap-6 lg:gap-8">
        <aside
          aria-labelledby={filtersHeadingId}
          className="hidden w-56 shrink-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:block lg:w-60 xl:w-64"
        >
          <h2 id={filtersHeadingId} className="mb-5 text-base font-semibold text-slate-900">
            Filters
          </h2>
          <FilterPanel controls={controls} />
        </aside>

        <div className="min-w-0 flex-1">
          {/* On a phone the search stays on the page; the drawer holds the other filters too. */}
          <div className="mb-4 md:hidden">
            <SearchFilter value={filters.q ?? ""} onSearch={controls.setSearch} />
          </div>
          <div
            className={cn(
              "mb-5 flex flex-wrap items-center gap-3",
              activeCount === 0 && "md:hidden",
            )}
          >
            <FilterDrawer controls={controls} />
            <ActiveFilters controls={controls} onRemoved={() => headingRef.current?.focus()} />
          </div>
          <div className="mb-5 flex justify-end">
            <DirectoryViewToggle view={view} onChange={setView} />
          </div>
          {results}
        </div>
      </div>
    </div>
  );
}
