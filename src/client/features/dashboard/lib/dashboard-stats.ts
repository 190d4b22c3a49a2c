import {
  byEventStart,
  eventStartDay,
  isUpcomingBooking,
  isUpcomingRequest,
} from "#shared/domain/request-age";

const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

export interface QuoteSummary {
  total: number;
  /** Created in the last 7 days. */
  thisWeek: number;
  accepted: number;
}

export function summarizeQuotes(
  quotes: readonly { status: string; createdAt: string }[],
  now: Date = new Date(),
): QuoteSummary {
  const weekAgo = now.getTime() - WEEK_MS;
  let thisWeek = 0;
  let accepted = 0;
  for (const quote of quotes) {
    if (Date.parse(quote.createdAt) > weekAgo) thisWeek += 1;
    if (quote.status === "accepted") accepted += 1;
  }
  return { total: quotes.length, thisWeek, accepted };
}

/** The upcoming ones, soonest first. */
export function upcomingSoonestFirst<T extends { status: string; eventDate: string }>(
  requests: readonly T[],
  now: Date = new Date(),
): T[] {
  return requests.filter((request) => isUpcomingRequest(request, now)).sort(byEventStart);
}

/** A supplier's booked events still ahead, soonest first (see isUpcomingBooking). */
export function upcomingBookingsSoonestFirst<T extends { status: string; eventDate: string }>(
  requests: readonly T[],
  now: Date = new Date(),
): T[] {
  return requests.filter((request) => isUpcomingBooking(request, now)).sort(byEventStart);
}

/** "Today", "Tomorrow" or "In N days" until the event starts; empty when its date can't be read. */
export function startsIn(eventDate: string, now: Date = new Date()): string {
  const start = eventStartDay(eventDate);
  if (!start) return "";
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const days = Math.round((Date.parse(`${start}T00:00:00Z`) - today) / DAY_MS);
  if (days <= 0) return "Today";
  if (days === 1) return "Tomorrow";
  return `In ${days} days`;
}
