import { countBy } from "#client/lib/count-by";
import type { QuoteStatus, SupplierQuote } from "#shared/contracts/quotes";

export const QUOTE_SORTS = [
  { value: "newest", label: "Newest First" },
  { value: "oldest", label: "Oldest First" },
  { value: "price-high", label: "Highest Price" },
  { value: "price-low", label: "Lowest Price" },
] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number]["value"];

export const QUOTE_TABS: readonly QuoteStatus[] = ["pending", "accepted", "rejected"];

export function isQuoteSort(value: string | null): value is QuoteSort {
  return QUOTE_SORTS.some((sort) => sort.value === value);
}

export function isQuoteTab(value: string | null): value is QuoteStatus {
  return QUOTE_TABS.some((tab) => tab === value);
}

type SearchableQuote = Pick<SupplierQuote, "description"> & {
  request: Pick<SupplierQuote["request"], "title" | "location">;
};

/** Case-insensitive on the request's title and location and the quote's own description. */
export function matchesQuoteSearch(quote: SearchableQuote, q: string): boolean {
  const needle = q.trim().toLocaleLowerCase("en-GB");
  if (!needle) return true;
  return [quote.request.title, quote.description, quote.request.location].some((text) =>
    text.toLocaleLowerCase("en-GB").includes(needle),
  );
}

type SortableQuote = Pick<SupplierQuote, "id" | "createdAt" | "totalPence">;

function byCreated(a: SortableQuote, b: SortableQuote): number {
  return Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id;
}

/**
 * Prices sort by their first amount; a quote worded without one ("Call to discuss") has no
 * place on a price scale, so it goes last either way. Ties keep the newest first.
 */
export function sortQuotes<T extends SortableQuote>(quotes: readonly T[], sort: QuoteSort): T[] {
  const sorted = [...quotes];
  if (sort === "newest") return sorted.sort((a, b) => byCreated(b, a));
  if (sort === "oldest") return sorted.sort(byCreated);
  const direction = sort === "price-high" ? -1 : 1;
  return sorted.sort((a, b) => {
    if (a.totalPence === null || b.totalPence === null) {
      if (a.totalPence === b.totalPence) return byCreated(b, a);
      return a.totalPence === null ? 1 : -1;
    }
    return direction * (a.totalPence - b.totalPence) || byCreated(b, a);
  });
}

export function countQuotesByTab(quotes: readonly Pick<SupplierQuote, "status">[]) {
  return countBy(quotes, QUOTE_TABS, (quote) => quote.status);
}
