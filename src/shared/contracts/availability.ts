import { z } from "zod";
import { addDays, eachDay, isCalendarDate } from "#shared/domain/calendar-days";
import { formatNumber } from "#shared/domain/format";

/** How far ahead a supplier's calendar reaches: today and the next two years. */
export const AVAILABILITY_HORIZON_DAYS = 730;
/** The longest run of days one change may mark: a year, so a whole season is one step. */
export const AVAILABILITY_CHANGE_MAX_DAYS = 366;
/** Public profiles show this month and the two after it. */
export const PUBLIC_AVAILABILITY_MONTHS = 3;
/** An accepted quote books at most this many days of its event, from the first. */
export const BOOKED_DAYS_MAX = 31;

/**
 * The days an accepted quote books in its supplier's calendar: its event's days, at most
 * BOOKED_DAYS_MAX from the first, so a season-long request can't fill a calendar.
 */
export function bookedDaysOf(event: {
  eventDateFrom: string;
  eventDateTo: string | null;
}): string[] {
  const lastDay = event.eventDateTo ?? event.eventDateFrom;
  const cappedLastDay = addDays(event.eventDateFrom, BOOKED_DAYS_MAX - 1);
  return eachDay(event.eventDateFrom, lastDay < cappedLastDay ? lastDay : cappedLastDay);
}

/** A request closed with one of these will not take place: the days its quotes booked are free again. */
export function isEventCalledOff(status: string): boolean {
  return status === "cancelled" || status === "no_longer_needed";
}
/** At most 1 MB of iCalendar: years of a busy calendar. */
export const MAX_CALENDAR_IMPORT_BYTES = 1024 * 1024;
/** A calendar file may hold this many events; a busy year is well under a thousand. */
export const CALENDAR_EVENTS_MAX = 5_000;

export const AVAILABILITY_DATE_MESSAGE = "Please enter a valid date (YYYY-MM-DD).";
export const AVAILABILITY_ORDER_MESSAGE = "The last day can't be before the first.";
export const AVAILABILITY_PAST_MESSAGE = "Days before today can't be changed.";
export const AVAILABILITY_TOO_FAR_MESSAGE = `Your calendar reaches ${AVAILABILITY_HORIZON_DAYS / 365} years ahead.`;
export const AVAILABILITY_TOO_LONG_MESSAGE = `One change can cover at most ${AVAILABILITY_CHANGE_MAX_DAYS} days.`;
export const CALENDAR_FILE_MISSING_MESSAGE = "Please choose an iCalendar (.ics) file.";
export const CALENDAR_FILE_INVALID_MESSAGE =
  "That file isn't an iCalendar (.ics) file we can read. Export it again from your calendar app.";
export const CALENDAR_FILE_TOO_MANY_EVENTS_MESSAGE = `That calendar has more than ${formatNumber(CALENDAR_EVENTS_MAX)} events. Export a shorter period, such as the next two years, and try again.`;
export const CALENDAR_FILE_TOO_COMPLEX_MESSAGE =
  "That calendar has too many repeating events for us to read. Export a shorter period, such as the next two years, and try again.";
export const CALENDAR_IMPORTS_BUSY_MESSAGE =
  "Lots of calendars are being imported right now. Please try again in a minute.";
export const CALENDAR_FILE_TOO_LARGE_MESSAGE = `The calendar file must be ${MAX_CALENDAR_IMPORT_BYTES / (1024 * 1024)} MB or smaller.`;
export const CALENDAR_FEED_NOT_FOUND_MESSAGE = "This calendar link has been turned off.";
export const AVAILABLE_ON_MESSAGE = "Please choose a valid date for 'Available on'.";

/** A day of the calendar, `YYYY-MM-DD`. */
export const CalendarDay = (message = AVAILABILITY_DATE_MESSAGE) =>
  z.string({ error: message }).trim().refine(isCalendarDate, message);

/**
 * One change to a supplier's own calendar: a single day (`to` left out), a range or a whole
 * month, marked unavailable or available again. Booked days stay booked either way: they follow
 * accepted quotes. The server also refuses days before today and beyond the horizon.
 */
export const AvailabilityChange = z
  .object({
    from: CalendarDay(),
    to: CalendarDay().optional(),
    available: z.boolean({ error: "Please say whether these days are available." }),
  })
  .transform(({ from, to, available }) => ({ from, to: to ?? from, available }))
  .refine(({ from, to }) => to >= from, { message: AVAILABILITY_ORDER_MESSAGE, path: ["to"] });
export type AvailabilityChange = z.input<typeof AvailabilityChange>;

/** Why a day is unavailable: the supplier blocked it (by hand or by import), or a job is booked. */
export const UnavailableReason = z.enum(["blocked", "booked"]);
export type UnavailableReason = z.infer<typeof UnavailableReason>;

/** A day the supplier can't take work, as the supplier sees it. */
export const UnavailableDay = z.object({
  date: z.string(),
  reason: UnavailableReason,
  /** For a booked day: the request whose accepted quote booked it. */
  booking: z.object({ requestId: z.number().int(), title: z.string() }).nullable(),
});
export type UnavailableDay = z.infer<typeof UnavailableDay>;

/** The supplier's own calendar from today to the horizon, and whether a feed link is on. */
export const OwnAvailability = z.object({
  /** Today in the UK: the first day that can be changed. */
  from: z.string(),
  /** The last day that can be changed. */
  to: z.string(),
  /** Unavailable days in date order; every other day in the window is available. */
  days: z.array(UnavailableDay),
  /** The bookings feed, when turned on: when its current link was made. */
  feed: z.object({ createdAt: z.string() }).nullable(),
});
export type OwnAvailability = z.infer<typeof OwnAvailability>;

/** A new bookings feed link: shown once, as only its fingerprint is kept. */
export const CalendarFeedLink = z.object({
  url: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedLink = z.infer<typeof CalendarFeedLink>;

/** What an .ics import blocked. */
export const CalendarImportResult = z.object({
  /** Events in the file that touch today or a later day within the horizon. */
  events: z.number().int(),
  /** Days newly blocked; days already unavailable are not counted again. */
  blockedDays: z.number().int(),
});
export type CalendarImportResult = z.infer<typeof CalendarImportResult>;

/** `GET /api/suppliers/:id/availability?on=YYYY-MM-DD`: also answer whether the supplier is free that day. */
export const PublicAvailabilityQuery = z.object({
  on: CalendarDay(AVAILABLE_ON_MESSAGE).optional(),
});
export type PublicAvailabilityQuery = z.infer<typeof PublicAvailabilityQuery>;

/** A supplier's availability as anyone sees it on their profile: which days they are taken. */
export const PublicAvailability = z.object({
  /** Today in the UK. */
  from: z.string(),
  /** The last day of the second month after this one. */
  to: z.string(),
  /** Days in the window the supplier is unavailable, whether blocked or booked, in order. */
  unavailable: z.array(z.string()),
  /** The day asked about with `?on=`, inside the window or not, and whether the supplier is free then. */
  askedDay: z.object({ day: z.string(), isFree: z.boolean() }).optional(),
});
export type PublicAvailability = z.infer<typeof PublicAvailability>;
