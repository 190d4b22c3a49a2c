import type { QuietHours } from "#shared/contracts/alert-preferences";
import { madeOnFirstUse } from "./made-on-first-use";

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

const ukClock = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }),
);

/** The UK wall-clock reading of an instant, as if it were UTC: its difference is the UK offset. */
function ukWallClock(instant: Date): number {
  const parts = Object.fromEntries(
    ukClock()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes since midnight in the UK at `now`. */
export function ukMinuteOfDay(now: Date): number {
  return Math.floor((ukWallClock(now) % (DAY_MINUTES * MINUTE_MS)) / MINUTE_MS);
}

/** Whether `now` falls in the quiet hours (UK time; `from` included, `to` not; may cross midnight). */
export function inQuietHours(now: Date, hours: QuietHours | null): boolean {
  if (!hours) return false;
  const minute = ukMinuteOfDay(now);
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/**
 * When the quiet hours `now` falls in end: the next `to` on the UK clock. Null when `now` is not in
 * quiet hours.
 */
export function quietHoursEnd(now: Date, hours: QuietHours | null): Date | null {
  if (!hours || !inQuietHours(now, hours)) return null;
  const wall = ukWallClock(now);
  const minute = ukMinuteOfDay(now);
  const to = minutesOf(hours.to);
  const wallMidnight = wall - (wall % (DAY_MINUTES * MINUTE_MS));
  // The end is today on the UK clock, or tomorrow when the quiet hours crossed midnight after now.
  const endWall = wallMidnight + (to > minute ? 0 : DAY_MINUTES * MINUTE_MS) + to * MINUTE_MS;
  // The wall-clock end less the UK offset, tried with the offset now and the offset then.
  const offsetNow = wall - Math.floor(now.getTime() / 1000) * 1000;
  const first = endWall - offsetNow;
  if (ukWallClock(new Date(first)) === endWall) return new Date(first);
  const second = endWall - (ukWallClock(new Date(first)) - first);
  if (ukWallClock(new Date(second)) === endWall) return new Date(second);
  // A time the spring clock change skips: the later of the two, an hour on in summer time.
  return new Date(Math.max(first, second, now.getTime() + 1));
}
