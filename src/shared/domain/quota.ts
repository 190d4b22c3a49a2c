/**
 * The free plan's monthly quote allowance runs by calendar month in the UK: a quote sent at
 * 00:30 on 1 June in London counts towards June even though it is still 31 May in UTC.
 */
import { madeOnFirstUse } from "./made-on-first-use";

const ukParts = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    }),
);

function ukWallClock(instant: Date) {
  const parts = Object.fromEntries(
    ukParts()
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The instant of midnight in London on the first of the month `monthOffset` months from `now`'s. */
function ukMonthStartInstant(now: Date, monthOffset: number): Date {
  const { year, month } = ukWallClock(now);
  const wallMidnightAsUtc = Date.UTC(year, month - 1 + monthOffset, 1);
  // London is UTC or UTC+1; reading the wall clock at that guess tells which.
  const seen = ukWallClock(new Date(wallMidnightAsUtc));
  const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
  return new Date(wallMidnightAsUtc - (seenAsUtc - wallMidnightAsUtc));
}

/** When the current quota month began: midnight in London on the first of this month. */
export function quotaMonthStart(now: Date = new Date()): Date {
  return ukMonthStartInstant(now, 0);
}

/** The day the allowance starts again, as YYYY-MM-DD: the first of next month. */
export function quotaResetsOn(now: Date = new Date()): string {
  const { year, month } = ukWallClock(now);
  const next = new Date(Date.UTC(year, month, 1));
  return next.toISOString().slice(0, 10);
}

export interface QuotaFields {
  monthlyQuoteLimit: number;
  quotesThisMonth: number;
  lastQuoteReset: Date | string | null;
}

/** Quotes sent in the current UK month: the stored count only when it was started this month. */
export function quotesUsedThisMonth(user: QuotaFields, now: Date = new Date()): number {
  if (user.lastQuoteReset === null) return 0;
  return new Date(user.lastQuoteReset) >= quotaMonthStart(now) ? user.quotesThisMonth : 0;
}
