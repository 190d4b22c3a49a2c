/**
 * Time facts about an event request as the pages show them: how long ago it was posted, when
 * its event starts, and whether that is still to come.
 *
 * Calendar days are counted in the viewer's own time zone, so "Today" means the viewer's today.
 */
import { calendarDayFormat } from "./calendar-days";

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day number of a moment's local calendar date, so two dates subtract to whole days. */
function localDayNumber(moment: Date): number {
  return Math.round(Date.UTC(moment.getFullYear(), moment.getMonth(), moment.getDate()) / DAY_MS);
}

/** "Today", "Yesterday" or "N days ago", from when the request was posted. */
export function requestAgeLabel(createdAt: Date | string, now: Date = new Date()): string {
  const posted = new Date(createdAt);
  if (Number.isNaN(posted.getTime())) return "";
  // A clock a little ahead of the viewer's must not read "-1 days ago".
  const days = Math.max(0, localDayNumber(now) - localDayNumber(posted));
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  return `${days} days ago`;
}

/** A request's date is one day ("2026-11-22") or a range ("2026-11-22 to 2026-11-24"). */
function splitEventDate(eventDate: string): [string, string | undefined] {
  const [from = "", to] = eventDate.split(" to ").map((part) => part.trim());
  return [from, to];
}

function parseDay(text: string | undefined): Date | null {
  if (!text || !ISO_DAY.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : date;
}

/** The first day of the event as YYYY-MM-DD, or null when the text names no day. */
export function eventStartDay(eventDate: string): string | null {
  const [from] = splitEventDate(eventDate);
  return parseDay(from) ? from : null;
}

/** Today's date in the viewer's time zone as YYYY-MM-DD. */
function localIsoDay(moment: Date): string {
  const month = String(moment.getMonth() + 1).padStart(2, "0");
  const day = String(moment.getDate()).padStart(2, "0");
  return `${moment.getFullYear()}-${month}-${day}`;
}

/**
 * Upcoming: still active and starting today or later. An event later today has not happened
 * yet, so it still counts; the request gives a day, never a time.
 */
export function isUpcomingRequest(
  request: { status: string; eventDate: string },
  now: Date = new Date(),
): boolean {
  if (request.status !== "active") return false;
  const start = eventStartDay(request.eventDate);
  return start !== null && start >= localIsoDay(now);
}

/**
 * A supplier's booking still ahead: an accepted quote on a request that is open, or closed
 * because its organizer found their suppliers, starting today or later. Cancelled and
 * no-longer-needed events are off; completed ones are over.
 */
export function isUpcomingBooking(
  request: { status: string; eventDate: string },
  now: Date = new Date(),
): boolean {
  if (request.status !== "active" && request.status !== "found_supplier") return false;
  const start = eventStartDay(request.eventDate);
  return start !== null && start >= localIsoDay(now);
}

/** Soonest first; requests whose date cannot be read go last. */
export function byEventStart<T extends { eventDate: string }>(a: T, b: T): number {
  const first = eventStartDay(a.eventDate) ?? "9999-99-99";
  const second = eventStartDay(b.eventDate) ?? "9999-99-99";
  return first < second ? -1 : first > second ? 1 : 0;
}

/**
 * "22 November 2026", or "22–24 November 2026" for a range; text that names no day is shown
 * as written.
 */
export function formatEventDate(eventDate: string): string {
  const [fromText, toText] = splitEventDate(eventDate);
  const from = parseDay(fromText);
  if (!from) return eventDate;
  const to = parseDay(toText);
  if (!to || to <= from) return calendarDayFormat().format(from);
  return calendarDayFormat().formatRange(from, to);
}
