import ICAL from "ical.js";
import { badRequest } from "#server/lib/errors";
import { CALENDAR_FILE_INVALID_MESSAGE } from "#shared/contracts/availability";
import { addDays, ukToday } from "#shared/domain/calendar-days";

/** Repeats of one event past this many are not followed: a daily event for two years is 731. */
const OCCURRENCES_MAX = 1_000;
/** Events past this many in one file are not read. */
const EVENTS_MAX = 5_000;

type Time = InstanceType<typeof ICAL.Time>;

const refuse = () =>
  badRequest(CALENDAR_FILE_INVALID_MESSAGE, { file: [CALENDAR_FILE_INVALID_MESSAGE] });

/** The UK day a moment falls on; an all-day value is its own day. */
function ukDayOf(time: Time): string {
  if (time.isDate) return time.toString().slice(0, 10);
  return ukToday(time.toJSDate());
}

/** The days an occurrence takes: an end is exclusive, so an event ending at midnight stops the day before. */
function daysTaken(start: Time, end: Time | null): { first: string; last: string } {
  const first = ukDayOf(start);
  if (!end || end.compare(start) <= 0) return { first, last: first };
  const last = end.isDate
    ? addDays(ukDayOf(end), -1)
    : ukToday(new Date(end.toJSDate().getTime() - 1));
  return { first, last: last < first ? first : last };
}

/**
 * The days an iCalendar file keeps busy between `from` and `to`: each event that is not
 * cancelled or marked free ("show as available"), with its repeats, in UK days. Refuses a file
 * that is not iCalendar.
 */
export function busyDaysIn(
  text: string,
  window: { from: string; to: string },
): { events: number; days: Set<string> } {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, ""))) throw refuse();
  let calendar: InstanceType<typeof ICAL.Component>;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw refuse();
  }
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    const timezone = new ICAL.Timezone(zone);
    if (timezone.tzid && !ICAL.TimezoneService.has(timezone.tzid))
      ICAL.TimezoneService.register(timezone);
  }
  const days = new Set<string>();
  let events = 0;
  const take = (start: Time, end: Time | null): boolean => {
    const { first, last } = daysTaken(start, end);
    if (last < window.from || first > window.to) return false;
    const clippedFirst = first < window.from ? window.from : first;
    const clippedLast = last > window.to ? window.to : last;
    for (let day = clippedFirst; day <= clippedLast; day = addDays(day, 1)) days.add(day);
    return true;
  };
  for (const component of calendar.getAllSubcomponents("vevent").slice(0, EVENTS_MAX)) {
    const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
    const transparency = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
    if (status === "CANCELLED" || transparency === "TRANSPARENT") continue;
    let event: InstanceType<typeof ICAL.Event>;
    try {
      event = new ICAL.Event(component);
      if (!event.startDate) continue;
    } catch {
      continue;
    }
    let counted = false;
    if (event.isRecurring()) {
      const occurrences = event.iterator();
      for (let index = 0; index < OCCURRENCES_MAX; index += 1) {
        const next = occurrences.next();
        if (!next || ukDayOf(next) > window.to) break;
        const details = event.getOccurrenceDetails(next);
        counted = take(details.startDate, details.endDate) || counted;
      }
    } else {
      counted = take(event.startDate, event.endDate);
    }
    if (counted) events += 1;
  }
  return { events, days };
}
