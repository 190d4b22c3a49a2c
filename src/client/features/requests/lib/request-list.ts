import type { RequestListItem, RequestStatus } from "#shared/contracts/requests";

export const REQUEST_TABS = [
  { value: "active", label: "Active" },
  { value: "completed", label: "Completed" },
  { value: "cancelled", label: "Cancelled" },
] as const;
export type RequestTab = (typeof REQUEST_TABS)[number]["value"];

export const REQUEST_SORTS = [
  { value: "newest", label: "Newest First" },
  { value: "oldest", label: "Oldest First" },
  { value: "quotes", label: "Most Quotes" },
  { value: "upcoming", label: "Upcoming Events" },
] as const;
export type RequestSort = (typeof REQUEST_SORTS)[number]["value"];

/** Every way a request can close short of completion, expiry included, lands in the Cancelled tab. */
export function tabOf(status: RequestStatus): RequestTab {
  if (status === "active") return "active";
  if (status === "completed") return "completed";
  return "cancelled";
}

export function parseTab(value: string | null): RequestTab {
  return REQUEST_TABS.find((tab) => tab.value === value)?.value ?? "active";
}

export function parseSort(value: string | null): RequestSort {
  return REQUEST_SORTS.find((sort) => sort.value === value)?.value ?? "newest";
}

/** Case-insensitive match of every word anywhere in the title, description or location. */
export function matchesSearch(
  request: Pick<RequestListItem, "title" | "description" | "location">,
  query: string,
): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${request.title}\n${request.description}\n${request.location}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

const byNewest = (a: RequestListItem, b: RequestListItem) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

const comparators: Record<RequestSort, (a: RequestListItem, b: RequestListItem) => number> = {
  newest: byNewest,
  oldest: (a, b) => -byNewest(a, b),
  quotes: (a, b) => b.quotes.length - a.quotes.length || byNewest(a, b),
  // ISO calendar dates compare correctly as text.
  upcoming: (a, b) => a.eventDateFrom.localeCompare(b.eventDateFrom) || byNewest(a, b),
};

export function sortRequests(requests: readonly RequestListItem[], sort: RequestSort) {
  return [...requests].sort(comparators[sort]);
}

export function quoteCountLabel(count: number): string {
  return count === 1 ? "1 quote" : `${count} quotes`;
}
