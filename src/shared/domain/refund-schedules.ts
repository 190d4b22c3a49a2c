/**
 * What an organizer gets back when a booking is cancelled: the one place the quote form's standard
 * cancellation choices (`quote-terms.ts`) become amounts. Days are counted on UK dates
 * (Europe/London), from the day of cancelling to the event's first day, so an hour's shift at the
 * clock change never moves a booking into another band.
 */
import { daysBetween, ukToday } from "./calendar-days";
import type { CancellationPolicy } from "./quote-terms";

/** One band: cancelled at least `minDaysBefore` days before the event, `percent` comes back. */
export interface RefundBand {
  minDaysBefore: number;
  percent: number;
}

export type StandardCancellationPolicy = Exclude<CancellationPolicy, "custom">;

/**
 * Bands from the most generous down; a cancellation closer than the last band gets nothing back.
 * The summaries in `CANCELLATION_POLICIES` say the same in words.
 */
export const REFUND_SCHEDULES: Record<StandardCancellationPolicy, readonly RefundBand[]> = {
  flexible: [{ minDaysBefore: 7, percent: 100 }],
  moderate: [
    { minDaysBefore: 30, percent: 100 },
    { minDaysBefore: 14, percent: 50 },
  ],
  strict: [{ minDaysBefore: 30, percent: 50 }],
  non_refundable: [],
};

/** Whole UK days from the day of `now` to the event's first day: 0 on the day, negative after. */
export function daysBeforeEvent(eventFirstDay: string, now: Date): number {
  return daysBetween(ukToday(now), eventFirstDay);
}

/** The percentage of the paid amount refunded for a cancellation `daysBefore` days before. */
export function refundPercent(policy: StandardCancellationPolicy, daysBefore: number): number {
  const band = REFUND_SCHEDULES[policy].find((each) => daysBefore >= each.minDaysBefore);
  return band?.percent ?? 0;
}

/** Pence refunded of `paidPence`: rounded down, so a refund never exceeds the share the terms give. */
export function refundPence(
  policy: StandardCancellationPolicy,
  paidPence: number,
  eventFirstDay: string,
  now: Date,
): number {
  const percent = refundPercent(policy, daysBeforeEvent(eventFirstDay, now));
  return Math.floor((paidPence * percent) / 100);
}

export function isStandardPolicy(policy: CancellationPolicy): policy is StandardCancellationPolicy {
  return policy !== "custom";
}

/**
 * The platform's fee on a released deposit, in whole pence rounded down: the supplier gets the
 * rest. `percent` may have decimals (2.5).
 */
export function platformFeePence(amountPence: number, percent: number): number {
  // Through thousandths of a penny first, so 2.3% of £10 is 23p, not 22p from 2299.999….
  return Math.floor(Math.round(amountPence * percent * 1000) / 100_000);
}
