import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { BrowseFilters } from "#client/features/browse-requests/lib/filter-requests";
import { isCategoryKey } from "#shared/domain/categories";

/** Reads the filters from the address; an unknown category is ignored rather than matching nothing. */
export function parseBrowseFilters(params: URLSearchParams): BrowseFilters {
  const filters: BrowseFilters = {};
  const category = params.get("category")?.trim();
  if (category && isCategoryKey(category)) filters.category = category;
  const q = params.get("q")?.trim();
  if (q) filters.q = q;
  if (params.get("includeFull") === "true") filters.includeFull = true;
  if (params.get("showUnavailable") === "true") filters.showUnavailable = true;
  return filters;
}

/**
 * The filters live in the address, so a reload, a shared link or Back shows the same list.
 * Choosing a category is a history entry; refining a search replaces the last one.
 */
export function useBrowseFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseBrowseFilters(searchParams), [searchParams]);

  const update = useCallback(
    (
      changes: Partial<
        Record<"category" | "q" | "includeFull" | "showUnavailable", string | undefined>
      >,
      replace = false,
    ) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  const setCategory = useCallback((category: string | undefined) => update({ category }), [update]);

  const setSearch = useCallback(
    (q: string) => update({ q: q || undefined }, Boolean(q && searchParams.get("q"))),
    [update, searchParams],
  );

  const setIncludeFull = useCallback(
    (includeFull: boolean) => update({ includeFull: includeFull ? "true" : undefined }),
    [update],
  );

  const setShowUnavailable = useCallback(
    (showUnavailable: boolean) => update({ showUnavailable: showUnavailable ? "true" : undefined }),
    [update],
  );

  // Clearing the category and search keeps the choices about full requests and unavailable
  // days: they are ways of looking, not filters the supplier set for one search.
  const clearAll = useCallback(() => update({ category: undefined, q: undefined }), [update]);

  const hasFilters = Boolean(filters.category || filters.q);
  return {
    filters,
    hasFilters,
    setCategory,
    setSearch,
    setIncludeFull,
    setShowUnavailable,
    clearAll,
  };
}
