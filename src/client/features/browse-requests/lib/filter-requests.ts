import type { RequestListItem } from "#shared/contracts/requests";

export interface BrowseFilters {
  category?: string;
  q?: string;
  /** Full requests are asked of the server only when the supplier chooses to see them. */
  includeFull?: boolean;
  /** Requests on days the supplier marked unavailable are always loaded, and shown on request. */
  showUnavailable?: boolean;
}

/** Case-insensitive, on the words an organizer writes: title, description and location. */
export function matchesSearch(
  request: Pick<RequestListItem, "title" | "description" | "location">,
  q: string,
): boolean {
  const needle = q.trim().toLocaleLowerCase("en-GB");
  if (!needle) return true;
  return [request.title, request.description, request.location].some((text) =>
    text.toLocaleLowerCase("en-GB").includes(needle),
  );
}

/**
 * The category filter works on the list already loaded: the server's `?category=` narrows the
 * same list the same way, and filtering here answers at once.
 */
export function filterRequests<T extends RequestListItem>(requests: T[], filters: BrowseFilters) {
  return requests.filter(
    (request) =>
      (!filters.category || request.categories.includes(filters.category)) &&
      (!filters.q || matchesSearch(request, filters.q)),
  );
}

/** A supplier's list carries only their own quote, so any quote from them means "Quoted". */
export function hasQuoted(request: Pick<RequestListItem, "quotes">, supplierId: number): boolean {
  return request.quotes.some((quote) => quote.supplierId === supplierId);
}

/** Their own quote on it was accepted: the job is theirs, and reads "Booked". */
export function isBookedFor(request: Pick<RequestListItem, "quotes">, supplierId: number): boolean {
  return request.quotes.some(
    (quote) => quote.supplierId === supplierId && quote.status === "accepted",
  );
}

/** How many matching requests are hidden, by why: days blocked by hand, or booked for a job. */
export interface HiddenAsUnavailable {
  blocked: number;
  booked: number;
}

/**
 * The requests the filters show, and how many of those that match are hidden because the
 * supplier is unavailable on every day of their event, told apart by why.
 */
export function visibleRequests<T extends RequestListItem>(
  requests: T[],
  filters: BrowseFilters,
): { shown: T[]; hiddenAsUnavailable: HiddenAsUnavailable } {
  const matching = filterRequests(requests, filters);
  const hiddenAsUnavailable: HiddenAsUnavailable = { blocked: 0, booked: 0 };
  if (filters.showUnavailable) return { shown: matching, hiddenAsUnavailable };
  const shown: T[] = [];
  for (const request of matching) {
    if (!request.supplierUnavailable) shown.push(request);
    else if (request.supplierUnavailableBecause === "blocked") hiddenAsUnavailable.blocked += 1;
    else hiddenAsUnavailable.booked += 1;
  }
  return { shown, hiddenAsUnavailable };
}
