import {
  addDays,
  addMonths,
  calendarDayFormat,
  eachDay,
  firstOfMonth,
  lastOfMonth,
  weekdayFromMonday,
} from "#shared/domain/calendar-days";
import { madeOnFirstUse } from "#shared/domain/made-on-first-use";

/** Column heads of a UK calendar, Monday first: what is shown and what is read out. */
export const WEEKDAYS = [
  { short: "Mon", long: "Monday" },
  { short: "Tue", long: "Tuesday" },
  { short: "Wed", long: "Wednesday" },
  { short: "Thu", long: "Thursday" },
  { short: "Fri", long: "Friday" },
  { short: "Sat", long: "Saturday" },
  { short: "Sun", long: "Sunday" },
] as const;

/**
 * The month of `day` as weeks of seven, Monday to Sunday; days of the months either side are
 * null, so every row has seven cells.
 */
export function monthWeeks(day: string): (string | null)[][] {
  const first = firstOfMonth(day);
  const cells: (string | null)[] = [
    ...Array.from({ length: weekdayFromMonday(first) }, () => null),
    ...eachDay(first, lastOfMonth(day)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** The Monday and the Sunday of `day`'s week. */
export function weekOf(day: string): { start: string; end: string } {
  const start = addDays(day, -weekdayFromMonday(day));
  return { start, end: addDays(start, 6) };
}

// Read in UTC like calendarDayFormat, so the server and the browser write the same month.
const monthYear = madeOnFirstUse(
  () => new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }),
);

const atMidnightUtc = (day: string) => new Date(`${day}T00:00:00Z`);

const dayMonth = madeOnFirstUse(
  () => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" }),
);

/** "12 June" */
export const formatDayMonth = (day: string): string => dayMonth().format(atMidnightUtc(day));

/** "12 June 2027" */
export const formatCalendarDay = (day: string): string =>
  calendarDayFormat().format(atMidnightUtc(day));

/** "Saturday 12 June 2027": how a day of the calendar is read out. */
export function formatWeekdayDay(day: string): string {
  const weekday = WEEKDAYS[weekdayFromMonday(day)]?.long ?? "";
  return `${weekday} ${formatCalendarDay(day)}`;
}

/** "June 2027" */
export const formatCalendarMonth = (day: string): string => monthYear().format(atMidnightUtc(day));

/** The later of two days. */
export const laterDay = (a: string, b: string): string => (a > b ? a : b);
/** The earlier of two days. */
export const earlierDay = (a: string, b: string): string => (a < b ? a : b);

/** `day` kept inside the window from `from` to `to`. */
export const clampDay = (day: string, { from, to }: { from: string; to: string }): string =>
  earlierDay(laterDay(day, from), to);

/** The same day of the month `months` away, or that month's last day when it is shorter. */
export function sameDayInMonth(day: string, months: number): string {
  const first = addMonths(day, months);
  return earlierDay(`${first.slice(0, 8)}${day.slice(8)}`, lastOfMonth(first));
}
