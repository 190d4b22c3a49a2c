import type { QuoteWithSupplier } from "#shared/contracts/quotes";

export const QUOTE_SORTS = [
  { value: "newest", label: "Newest" },
  { value: "price-low", label: "Lowest price" },
  { value: "price-high", label: "Highest price" },
  { value: "rating", label: "Best rated" },
] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number]["value"];

type Compare = (a: QuoteWithSupplier, b: QuoteWithSupplier) => number;

const newest: Compare = (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** Quotes worded without an amount cannot be ranked by price, so they go last either way. */
function byPrice(direction: 1 | -1): Compare {
  return (a, b) => {
    if (a.totalPence === null || b.totalPence === null) {
      return (a.totalPence === null ? 1 : 0) - (b.totalPence === null ? 1 : 0) || newest(a, b);
    }
    return direction * (a.totalPence - b.totalPence) || newest(a, b);
  };
}

/** Suppliers with no reviews yet rank below any rated supplier. */
const bestRated: Compare = (a, b) =>
  Number(b.supplier.reviewCount > 0) - Number(a.supplier.reviewCount > 0) ||
  b.supplier.avgRating - a.supplier.avgRating ||
  b.supplier.reviewCount - a.supplier.reviewCount ||
  newest(a, b);

const comparators: Record<QuoteSort, Compare> = {
  newest,
  "price-low": byPrice(1),
  "price-high": byPrice(-1),
  rating: bestRated,
};

export function sortQuotes(quotes: readonly QuoteWithSupplier[], sort: QuoteSort) {
  return [...quotes].sort(comparators[sort]);
}

export function parseQuoteSort(value: string | null): QuoteSort {
  return QUOTE_SORTS.find((sort) => sort.value === value)?.value ?? "newest";
}
