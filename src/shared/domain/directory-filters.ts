/**
 * The directory's filter fields as both sides know them, without their parsers: the client writes
 * its queries and chips from this table, so the public pages never load the schema library just
 * to know a field's name. The parsers live beside the API's contract (`DIRECTORY_FILTER_SCHEMAS`
 * in `#shared/contracts/suppliers`), one for each name here.
 */

/**
 * The orders a directory page may be asked for besides its default: nearest first (with a place
 * only), best rated, most reviewed, cheapest starting price, newest on EventEazy.
 */
export const DIRECTORY_SORTS = ["distance", "rating", "reviews", "price", "newest"] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/** The dearest "up to £…" the price filter takes, in whole pounds. */
export const DIRECTORY_MAX_PRICE = 1_000_000;
export const MAX_PRICE_MESSAGE = "Enter a maximum price in whole pounds, from £1 to £1,000,000.";

/**
 * How a filter field travels besides its parser: how the client writes it into a query, and how
 * the answer cache tells two searches apart by it.
 * - `value`: written when set; kept in the cache key as it is.
 * - `placeName`: written when set; in the cache key only without coordinates (with them, the
 *   name is for display), trimmed and in lower case.
 * - `withPlace`: written only with a place name; kept in the cache key as it is.
 * - `coordinate`: written only with a place name and both coordinates; kept in the key as it is.
 * - `words`: written when set; in the cache key trimmed and in lower case.
 * - `flag`: written as "true" when asked for; in the cache key as true or false.
 * - `order`: how a page is ordered, not which suppliers it finds: written when set; in a page's
 *   cache key as it is, left out of the counts' key.
 * - `ignored`: accepted and never used: not written, not in the key, not in a page address.
 */
export type DirectoryFilterKind =
  | "value"
  | "placeName"
  | "withPlace"
  | "coordinate"
  | "words"
  | "flag"
  | "order"
  | "ignored";

interface DirectoryFilterField {
  kind: DirectoryFilterKind;
  /** Narrows the candidates a directory statement reads (its name and conditions carry it). */
  candidate?: true;
}

/**
 * The directory's filter fields, the one place they are written out: the list and count
 * queries, the page address, the client's query writer, the answer cache's key and the
 * statements' candidate filters are all derived from it, in this order.
 */
export const DIRECTORY_FILTERS = {
  category: { kind: "value" },
  location: { kind: "placeName" },
  distance: { kind: "withPlace" },
  latitude: { kind: "coordinate" },
  longitude: { kind: "coordinate" },
  q: { kind: "words" },
  /** Only suppliers with verified public liability insurance still current. */
  insured: { kind: "flag", candidate: true },
  /** Only suppliers with a verified food hygiene rating of 4 or 5 still current. */
  goodHygiene: { kind: "flag", candidate: true },
  /** Only suppliers who have not marked this day unavailable (`YYYY-MM-DD`). */
  availableOn: { kind: "value", candidate: true },
  /** Only suppliers whose starting price is at most this many whole pounds. */
  maxPrice: { kind: "value", candidate: true },
  /** The page's order; absent, nearest first with a place and the ranking without. */
  sort: { kind: "order" },
  /** The spec's cache-busting timestamp; ignored. */
  _t: { kind: "ignored" },
} as const satisfies Record<string, DirectoryFilterField>;

type DirectoryFilters = typeof DIRECTORY_FILTERS;
export type DirectoryFilterName = keyof DirectoryFilters;
/** Every filter field, in the definition's order. */
export const DIRECTORY_FILTER_NAMES = Object.keys(DIRECTORY_FILTERS) as DirectoryFilterName[];

/** The filters that narrow a statement's candidates: `insured`, `goodHygiene`, `availableOn`, `maxPrice`. */
export type CandidateFilterName = {
  [K in DirectoryFilterName]: DirectoryFilters[K] extends { candidate: true } ? K : never;
}[DirectoryFilterName];
export const CANDIDATE_FILTER_NAMES = DIRECTORY_FILTER_NAMES.filter(
  (name): name is CandidateFilterName => "candidate" in DIRECTORY_FILTERS[name],
);

/** Filters a page address carries: every field but the ignored ones. */
export type AddressFilterName = {
  [K in DirectoryFilterName]: DirectoryFilters[K]["kind"] extends "ignored" ? never : K;
}[DirectoryFilterName];
export const ADDRESS_FILTER_NAMES = DIRECTORY_FILTER_NAMES.filter(
  (name): name is AddressFilterName => DIRECTORY_FILTERS[name].kind !== "ignored",
);
