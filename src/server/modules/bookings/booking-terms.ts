import type { QuoteDetails } from "#shared/contracts/quotes";
import { addDays } from "#shared/domain/calendar-days";
import type { CancellationPolicy } from "#shared/domain/quote-terms";

/** What a booking fixes from its quote at the moment it is accepted. */
export interface BookingTerms {
  totalPence: number | null;
  depositPence: number;
  cancellationPolicy: CancellationPolicy;
  cancellationTerms: string | null;
}

/**
 * The quote's total, its deposit and its cancellation terms. A quote that asks for no deposit is
 * paid in full on EventEazy; a quote silent on cancellation gets the flexible schedule; an older
 * quote whose price names no amount has nothing to pay here.
 */
export function bookingTermsOf(quote: {
  totalPence: number | null;
  details: QuoteDetails | null;
}): BookingTerms {
  const total = quote.totalPence;
  const deposit = quote.details?.deposit ?? null;
  let depositPence: number;
  if (deposit?.kind === "amount")
    depositPence = total === null ? deposit.amountPence : Math.min(deposit.amountPence, total);
  else if (deposit?.kind === "percent")
    depositPence = total === null ? 0 : Math.round((total * deposit.percent) / 100);
  else depositPence = total ?? 0;
  return {
    totalPence: total,
    depositPence,
    cancellationPolicy: quote.details?.cancellation?.policy ?? "flexible",
    cancellationTerms: quote.details?.cancellation?.terms ?? null,
  };
}

/** The first UK day a deposit may be released: `releaseDays` whole days after the event ended. */
export function releaseDayOf(eventLastDay: string, releaseDays: number): string {
  return addDays(eventLastDay, 1 + releaseDays);
}

/** The last day an event may have ended on for its deposit to be released on `today`. */
export function lastEventDayReleasedBy(today: string, releaseDays: number): string {
  return addDays(today, -1 - releaseDays);
}

export const transferGroupOf = (bookingId: number) => `booking_${bookingId}`;
export const depositKeyOf = (bookingId: number) => `booking-${bookingId}-deposit`;
export const releaseKeyOf = (bookingId: number) => `booking-${bookingId}-release`;
/** Each refund of a booking has its own key: the `n`th refund made on it. */
export const refundKeyOf = (bookingId: number, n: number) => `booking-${bookingId}-refund-${n}`;
