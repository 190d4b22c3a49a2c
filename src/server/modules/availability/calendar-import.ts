import ICAL from "ical.js";
import { addDays, ukToday } from "#shared/domain/calendar-days";

/** Repeats of one event past this many are not followed: a daily event for two years is 731. */
const OCCURRENCES_MAX = 1_000;

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

/** One file to read, the window of days that count, and how many events a file may hold. */
export interface CalendarJob {
  text: string;
  window: { from: string; to: string };
  eventsMax: number;
}

/** What reading a file gave: the busy days, or why it was refused. */
export type CalendarReading =
  | { outcome: "read"; events: number; days: string[] }
  | { outcome: "not_calendar" }
  | { outcome: "too_many_events" };

const dateOf = (time: Time) =>
  `${String(time.year).padStart(4, "0")}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;

/**
 * A time with no zone, or in a zone the file does not define, is "floating": its wall clock is
 * read as UK time. Only the file's own VTIMEZONEs are ever used, never any kept by ical.js's
 * process-wide TimezoneService, so one supplier's zones cannot move another's days.
 */
const isFloating = (time: Time) => time.zone === ICAL.Timezone.localTimezone;

/** The UK day a moment falls on; an all-day value is its own day. */
function ukDayOf(time: Time): string {
  if (time.isDate || isFloating(time)) return dateOf(time);
  return ukToday(time.toJSDate());
}

/** The UK day just before an (exclusive) end: an event ending at midnight stops the day before. */
function ukDayBefore(end: Time): string {
  if (end.isDate) return addDays(dateOf(end), -1);
  if (isFloating(end))
    return end.hour === 0 && end.minute === 0 && end.second === 0
      ? addDays(dateOf(end), -1)
      : dateOf(end);
  return ukToday(new Date(end.toJSDate().getTime() - 1));
}

/** The days an occurrence takes. */
function daysTaken(start: Time, end: Time | null): { first: string; last: string } {
  const first = ukDayOf(start);
  if (!end || end.compare(start) <= 0) return { first, last: first };
  const last = ukDayBefore(end);
  return { first, last: last < first ? first : last };
}

function parse(text: string): Component | null {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, ""))) return null;
  try {
    return new ICAL.Component(ICAL.parse(text));
  } catch {
    return null;
  }
}

/**
 * The days an iCalendar file keeps busy between `from` and `to`: each event that is not
 * cancelled or marked free ("show as available"), with its repeats, in UK days. Untrusted files
 * can make ical.js loop forever (a rule no day matches, in an event or a time zone), so this runs
 * only in a worker thread that is ended after a time limit (calendar-reader.ts).
 */
export function readBusyDays({ text, window, eventsMax }: CalendarJob): CalendarReading {
  const calendar = parse(text);
  if (!calendar) return { outcome: "not_calendar" };
  const components = calendar.getAllSubcomponents("vevent");
  if (components.length > eventsMax) return { outcome: "too_many_events" };
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
  // A repeat moved or cancelled on its own is a component with the master's UID and a
  // RECURRENCE-ID. Handing each event its own spares ical.js from searching the whole file for
  // them once an event, which took seconds for a few thousand events.
  const exceptionsByUid = new Map<string, Component[]>();
  for (const component of components) {
    if (!component.hasProperty("recurrence-id")) continue;
    const uid = String(component.getFirstPropertyValue("uid") ?? "");
    const known = exceptionsByUid.get(uid);
    if (known) known.push(component);
    else exceptionsByUid.set(uid, [component]);
  }
  for (const component of components) {
    const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
    const transparency = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
    if (status === "CANCELLED" || transparency === "TRANSPARENT") continue;
    let counted = false;
    // What ical.js cannot read of an event (a broken date or rule) is left out, as calendar apps do.
    try {
      const event = new ICAL.Event(component, {
        exceptions: component.hasProperty("recurrence-id")
          ? []
          : (exceptionsByUid.get(String(component.getFirstPropertyValue("uid") ?? "")) ?? []),
      });
      if (!event.startDate) continue;
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
    } catch {
      // The days already taken stay.
    }
    if (counted) events += 1;
  }
  return { outcome: "read", events, days: [...days].sort() };
}
