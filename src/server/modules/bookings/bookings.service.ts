import { createHash } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type BookingRow, bookings, type UserRow } from "#server/db/schema";
import { AppError, conflict, forbidden, notFound } from "#server/lib/errors";
import { renderEmail } from "#server/lib/mail/email-template";
import type { OutgoingEmail } from "#server/lib/mail/mailer";
import type { Notifier } from "#server/lib/notifier-interface";
import type { PaymentLog, PaymentProvider } from "#server/lib/payments/payment-provider";
import { providerUnavailable } from "#server/lib/payments/provider-unavailable";
import {
  type AdminMoney,
  type AdminMoneyBooking,
  ALREADY_DISPUTED_MESSAGE,
  ALREADY_RELEASED_MESSAGE,
  BOOKING_BUSY_MESSAGE,
  BOOKING_CANCELLED_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  type Booking,
  type BookingSide,
  CARD_DISPUTE_MESSAGE,
  type ConfirmTestDepositBody,
  DEPOSIT_ALREADY_PAID_MESSAGE,
  DEPOSIT_NOT_STARTED_MESSAGE,
  type DepositStart,
  NOT_DISPUTED_MESSAGE,
  NOT_PAID_DISPUTE_MESSAGE,
  NOTHING_TO_PAY_MESSAGE,
  ONLY_ORGANIZER_DISPUTES_MESSAGE,
  ONLY_ORGANIZER_PAYS_MESSAGE,
  ONLY_SUPPLIER_PROPOSES_MESSAGE,
  REFUND_NOT_AGREED_MESSAGE,
  REFUND_PROPOSAL_ABOVE_PAID_MESSAGE,
  REFUND_PROPOSAL_NOT_CUSTOM_MESSAGE,
  REFUND_PROPOSAL_NOT_PAID_MESSAGE,
  type RefundPreview,
} from "#shared/contracts/bookings";
import { cardDigits, TEST_PAYMENTS_UNAVAILABLE_MESSAGE } from "#shared/contracts/payments";
import type { QuoteDetails } from "#shared/contracts/quotes";
import { formatLongDate, formatPounds } from "#shared/domain/format";
import { cancellationPolicyOf } from "#shared/domain/quote-terms";
import { daysBeforeEvent, isStandardPolicy, refundPercent } from "#shared/domain/refund-schedules";
import { bookingCalendar } from "./booking-calendar";
import {
  type BookingMoneyDependencies,
  markDepositPaid,
  performRefund,
  recordBookingEvent,
} from "./booking-money";
import { bookingTermsOf, depositKeyOf, releaseDayOf, transferGroupOf } from "./booking-terms";
import {
  type BookingRecord,
  bookingsOfUser,
  heldPenceOf,
  loadBookingRecord,
  loadBookingRecords,
  sideOf,
  toBookingView,
} from "./booking-view";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A call to the payment provider; its failure is a 502 with the details only in the log. */
export async function atProvider<T>(
  log: PaymentLog,
  action: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw providerUnavailable(log, error, action);
  }
}

/**
 * Accepting a quote books it, in the accept's own transaction: the quote's total, deposit and
 * cancellation terms are fixed here, whatever happens to the quote afterwards.
 */
export async function createBookingForQuote(
  tx: Db,
  quote: {
    id: number;
    requestId: number;
    supplierId: number;
    totalPence: number | null;
    details: QuoteDetails | null;
  },
  request: { organizerId: number; eventDateFrom: string; eventDateTo: string | null },
  now: Date,
): Promise<BookingRow> {
  const terms = bookingTermsOf(quote);
  const [booking] = await tx
    .insert(bookings)
    .values({
      quoteId: quote.id,
      requestId: quote.requestId,
      organizerId: request.organizerId,
      supplierId: quote.supplierId,
      ...terms,
      eventFirstDay: request.eventDateFrom,
      eventLastDay: request.eventDateTo ?? request.eventDateFrom,
      statusChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!booking) throw new Error("The booking was not written");
  await recordBookingEvent(tx, booking.id, "accepted", now, null, "organizer");
  return booking;
}

/** A booking its viewer may see: one of its two sides, or an admin. Anyone else: 404. */
async function visibleRecord(db: Db, user: UserRow, id: number): Promise<BookingRecord> {
  const record = await loadBookingRecord(db, id);
  if (!record || (sideOf(record.booking, user.id) === null && user.role !== "admin"))
    throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return record;
}

/** The booking's side the user is on; 404 when on neither, as if it did not exist. */
async function partyRecord(db: Db, user: UserRow, id: number) {
  const record = await loadBookingRecord(db, id);
  const side = record ? sideOf(record.booking, user.id) : null;
  if (!record || side === null) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return { record, side };
}

export async function listBookings(
  db: Db,
  user: UserRow,
  now: Date,
  releaseDays: number,
): Promise<Booking[]> {
  const records = await loadBookingRecords(db, bookingsOfUser(user.id));
  return records.map((record) => toBookingView(record, user.id, now, releaseDays));
}

export async function getBooking(
  db: Db,
  user: UserRow,
  id: number,
  now: Date,
  releaseDays: number,
): Promise<Booking> {
  return toBookingView(await visibleRecord(db, user, id), user.id, now, releaseDays);
}

/** The booking again, after a change, as `user` sees it. */
export async function bookingAfter(
  db: Db,
  user: UserRow,
  id: number,
  now: Date,
  releaseDays: number,
): Promise<Booking> {
  const record = await loadBookingRecord(db, id);
  if (!record) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return toBookingView(record, user.id, now, releaseDays);
}

/** Why a booking in this state can't be changed by one side: 409 with the reason. */
function stateConflict(booking: BookingRow): AppError {
  switch (booking.status) {
    case "released":
      return conflict(ALREADY_RELEASED_MESSAGE);
    case "releasing":
    case "refunding":
      return conflict(BOOKING_BUSY_MESSAGE);
    case "disputed":
      return conflict(ALREADY_DISPUTED_MESSAGE);
    case "refunded":
    case "cancelled":
      return conflict(BOOKING_CANCELLED_MESSAGE);
    default:
      return booking.cancelledAt
        ? conflict(BOOKING_CANCELLED_MESSAGE)
        : conflict(DEPOSIT_ALREADY_PAID_MESSAGE);
  }
}

/**
 * The organizer starts paying the deposit: a payment at the provider on the platform's account,
 * grouped with the booking's later transfer and refunds. Starting again answers the same payment.
 */
export async function startDeposit(
  db: Db,
  payments: PaymentProvider,
  user: UserRow,
  id: number,
  now: Date,
  log: PaymentLog,
): Promise<DepositStart> {
  const { record, side } = await partyRecord(db, user, id);
  if (side !== "organizer") throw forbidden(ONLY_ORGANIZER_PAYS_MESSAGE);
  const { booking } = record;
  if (booking.cancelledAt) throw conflict(BOOKING_CANCELLED_MESSAGE);
  if (booking.status !== "awaiting_deposit") throw stateConflict(booking);
  if (booking.depositPence <= 0) throw conflict(NOTHING_TO_PAY_MESSAGE);

  const answer = (clientSecret: string): DepositStart => ({
    provider: payments.name,
    clientSecret,
    publishableKey: payments.publishableKey,
    amountPence: booking.depositPence,
    testConfirmPath: payments.name === "test" ? "/api/bookings/deposit/test-confirm" : null,
  });

  if (payments.name === "stripe" && booking.provider === "stripe" && booking.paymentReference) {
    const reference = booking.paymentReference;
    const existing = await atProvider(log, "read a deposit", () => payments.findDeposit(reference));
    if (existing?.status === "succeeded") {
      await db.transaction((tx) =>
        markDepositPaid(
          tx,
          {
            paymentReference: existing.reference,
            amountReceivedPence: existing.amountReceivedPence,
            chargeReference: existing.chargeReference,
          },
          now,
        ),
      );
      throw conflict(DEPOSIT_ALREADY_PAID_MESSAGE);
    }
    if (existing?.status === "open") return answer(existing.clientSecret);
  }

  const started = await atProvider(log, "start a deposit", () =>
    payments.startDeposit({
      bookingId: booking.id,
      amountPence: booking.depositPence,
      transferGroup: transferGroupOf(booking.id),
      description: `EventEazy booking #${booking.id}: deposit for ${record.request.title}`,
      idempotencyKey: depositKeyOf(booking.id),
    }),
  );
  const [saved] = await db
    .update(bookings)
    .set({
      provider: payments.name,
      paymentReference: started.reference,
      clientSecretHash: payments.name === "test" ? sha256(started.clientSecret) : null,
      updatedAt: now,
      statusChangedAt: now,
    })
    .where(
      and(
        eq(bookings.id, booking.id),
        eq(bookings.status, "awaiting_deposit"),
        isNull(bookings.cancelledAt),
      ),
    )
    .returning({ id: bookings.id });
  if (!saved) {
    const [now_] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    throw now_ ? stateConflict(now_) : notFound(BOOKING_NOT_FOUND_MESSAGE);
  }
  return answer(started.clientSecret);
}

/**
 * The test provider's card form for a deposit: 4242… pays it (no money moves), the other test
 * cards are declined as Stripe's test mode declines them.
 */
export async function confirmTestDeposit(
  db: Db,
  payments: PaymentProvider,
  user: UserRow,
  body: ConfirmTestDepositBody & { cardNumber: string },
  now: Date,
): Promise<BookingRow> {
  if (payments.name !== "test") throw notFound(TEST_PAYMENTS_UNAVAILABLE_MESSAGE);
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.clientSecretHash, sha256(body.clientSecret)));
  if (!booking || booking.organizerId !== user.id) throw notFound(DEPOSIT_NOT_STARTED_MESSAGE);
  if (booking.cancelledAt || booking.status !== "awaiting_deposit") throw stateConflict(booking);
  const charge = payments.chargeCard({
    cardNumber: cardDigits(body.cardNumber),
    expiry: body.expiry,
    cvc: body.cvc,
  });
  if (!charge.ok) throw new AppError(402, charge.message, "card_declined");
  const paid = await db.transaction((tx) =>
    markDepositPaid(
      tx,
      {
        paymentReference: booking.paymentReference as string,
        amountReceivedPence: booking.depositPence,
        chargeReference: `test_ch_booking_${booking.id}`,
      },
      now,
    ),
  );
  if (!paid || paid.refundDue) throw conflict(DEPOSIT_ALREADY_PAID_MESSAGE);
  return paid.booking;
}

function explanationOf(
  booking: BookingRow,
  by: BookingSide,
  daysBefore: number,
  percent: number | null,
  refund: number | null,
): string {
  const held = heldPenceOf(booking);
  if (held === 0) return "Nothing has been paid on EventEazy, so there is nothing to refund.";
  if (by === "supplier")
    return `A supplier who cancels refunds in full: ${formatPounds(held)} goes back to the organizer.`;
  const when =
    daysBefore >= 0
      ? `Cancelling ${daysBefore} day${daysBefore === 1 ? "" : "s"} before the event`
      : "Cancelling after the event started";
  if (booking.cancellationPolicy === "custom")
    return refund === null
      ? "These are the supplier's own terms: the refund is agreed with them. Ask them to propose one."
      : `The supplier proposed a refund of ${formatPounds(refund)} under their own terms.`;
  const label = cancellationPolicyOf(booking.cancellationPolicy)?.label ?? "";
  if (percent === 100) return `${when}: full refund under ${label} terms.`;
  if (percent === 0 || percent === null) return `${when}: no refund under ${label} terms.`;
  return `${when}: ${percent}% refund (${formatPounds(refund ?? 0)}) under ${label} terms.`;
}

/** What cancelling now would give back to the organizer, and whether it can be done now. */
export function previewCancellation(
  booking: BookingRow,
  by: BookingSide,
  now: Date,
): RefundPreview {
  const held = heldPenceOf(booking);
  const daysBefore = daysBeforeEvent(booking.eventFirstDay, now);
  let percent: number | null = null;
  let refund: number | null;
  if (held === 0) refund = 0;
  else if (by === "supplier") refund = held;
  else if (isStandardPolicy(booking.cancellationPolicy)) {
    percent = refundPercent(booking.cancellationPolicy, daysBefore);
    refund = Math.floor((held * percent) / 100);
  } else refund = booking.proposedRefundPence;
  const cancellable =
    booking.cancelledAt === null &&
    (booking.status === "awaiting_deposit" || booking.status === "held");
  return {
    by,
    paidPence: booking.paidPence,
    refundPence: refund,
    keptPence: refund === null ? null : held - refund,
    percent,
    daysBefore,
    explanation: cancellable
      ? explanationOf(booking, by, daysBefore, percent, refund)
      : stateConflict(booking).message,
    canConfirm: cancellable && refund !== null,
  };
}

export async function cancellationPreview(db: Db, user: UserRow, id: number, now: Date) {
  const { record, side } = await partyRecord(db, user, id);
  return previewCancellation(record.booking, side, now);
}

export interface Cancellation {
  preview: RefundPreview;
  booking: BookingRow;
  by: BookingSide;
}

/**
 * Either side cancels: nothing paid, it is simply cancelled; paid, the refund the terms give (all
 * of it when the supplier cancels) is claimed with the cancellation in one conditional update,
 * then made through the provider. A refund the provider could not make now stays `refunding`
 * for the sweep: the cancellation itself stands.
 */
export async function cancelBooking(
  deps: BookingMoneyDependencies,
  user: UserRow,
  id: number,
  now: Date,
): Promise<Cancellation> {
  const { db } = deps;
  const { record, side } = await partyRecord(db, user, id);
  const { booking } = record;
  const preview = previewCancellation(booking, side, now);
  if (!preview.canConfirm) {
    if (booking.cancelledAt !== null || !["awaiting_deposit", "held"].includes(booking.status))
      throw stateConflict(booking);
    throw conflict(REFUND_NOT_AGREED_MESSAGE);
  }
  const refund = preview.refundPence ?? 0;
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({
        status:
          booking.status === "awaiting_deposit" ? "cancelled" : refund > 0 ? "refunding" : "held",
        refundingPence: refund > 0 ? refund : null,
        cancelledAt: now,
        cancelledBy: side,
        statusChangedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(bookings.id, booking.id),
          eq(bookings.status, booking.status),
          isNull(bookings.cancelledAt),
          // What the refund was worked out from has not changed in between.
          eq(bookings.paidPence, booking.paidPence),
          eq(bookings.refundedPence, booking.refundedPence),
          booking.proposedRefundPence === null
            ? isNull(bookings.proposedRefundPence)
            : eq(bookings.proposedRefundPence, booking.proposedRefundPence),
        ),
      )
      .returning();
    if (row) await recordBookingEvent(tx, row.id, "cancelled", now, null, side);
    return row ?? null;
  });
  if (!claimed) {
    const [current] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    throw current ? stateConflict(current) : notFound(BOOKING_NOT_FOUND_MESSAGE);
  }
  let finished: BookingRow | null = claimed;
  if (claimed.status === "refunding") {
    try {
      finished = (await performRefund(deps, claimed, now)) ?? claimed;
    } catch (error) {
      deps.log.error(
        { err: error, bookingId: claimed.id },
        "Refund not made yet; the sweep retries",
      );
    }
  }
  const other = side === "organizer" ? record.supplier : record.organizer;
  await deps.notifier.notify({
    userId: other.id,
    type: "payment",
    title: "Booking cancelled",
    description: `${side === "organizer" ? record.organizer.name : (record.supplier.businessName ?? record.supplier.name)} cancelled the booking for ${record.request.title}.${refund > 0 ? ` ${formatPounds(refund)} is refunded to the organizer.` : ""}`,
    linkTo: `/bookings/${booking.id}`,
    email: {
      subject: `Booking cancelled: ${record.request.title}`,
      text: `The booking for ${record.request.title} on ${formatLongDate(booking.eventFirstDay)} has been cancelled.${refund > 0 ? `\n\n${formatPounds(refund)} is refunded to the organizer.` : ""}`,
      actionLabel: "View the booking",
    },
  });
  return { preview, booking: finished, by: side };
}

/** On the supplier's own terms, the supplier proposes the refund the organizer may accept. */
export async function proposeRefund(
  deps: BookingMoneyDependencies,
  user: UserRow,
  id: number,
  refundPence: number,
  now: Date,
): Promise<BookingRow> {
  const { db } = deps;
  const { record, side } = await partyRecord(db, user, id);
  if (side !== "supplier") throw forbidden(ONLY_SUPPLIER_PROPOSES_MESSAGE);
  const { booking } = record;
  if (booking.cancellationPolicy !== "custom") throw conflict(REFUND_PROPOSAL_NOT_CUSTOM_MESSAGE);
  if (booking.cancelledAt || booking.status !== "held") {
    if (booking.status === "awaiting_deposit" && !booking.cancelledAt)
      throw conflict(REFUND_PROPOSAL_NOT_PAID_MESSAGE);
    throw stateConflict(booking);
  }
  if (refundPence > heldPenceOf(booking)) throw conflict(REFUND_PROPOSAL_ABOVE_PAID_MESSAGE);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ proposedRefundPence: refundPence, updatedAt: now })
      .where(
        and(
          eq(bookings.id, id),
          eq(bookings.status, "held"),
          isNull(bookings.cancelledAt),
          sql`${bookings.paidPence} - ${bookings.refundedPence} >= ${refundPence}`,
        ),
      )
      .returning();
    if (row) await recordBookingEvent(tx, id, "refund_proposed", now, refundPence, "supplier");
    return row ?? null;
  });
  if (!updated) {
    const [current] = await db.select().from(bookings).where(eq(bookings.id, id));
    throw current ? stateConflict(current) : notFound(BOOKING_NOT_FOUND_MESSAGE);
  }
  await deps.notifier.notify({
    userId: booking.organizerId,
    type: "payment",
    title: "Refund proposed",
    description: `${record.supplier.businessName ?? record.supplier.name} proposes to refund ${formatPounds(refundPence)} if you cancel ${record.request.title}.`,
    linkTo: `/bookings/${id}`,
  });
  return updated;
}

/** The organizer reports a problem before the deposit is released: the money stays held. */
export async function disputeBooking(
  deps: BookingMoneyDependencies,
  user: UserRow,
  id: number,
  reason: string,
  now: Date,
): Promise<BookingRow> {
  const { db } = deps;
  const { record, side } = await partyRecord(db, user, id);
  if (side !== "organizer") throw forbidden(ONLY_ORGANIZER_DISPUTES_MESSAGE);
  const { booking } = record;
  if (booking.disputedAt) throw conflict(ALREADY_DISPUTED_MESSAGE);
  if (booking.status === "awaiting_deposit" && !booking.cancelledAt)
    throw conflict(NOT_PAID_DISPUTE_MESSAGE);
  if (booking.status !== "held" || booking.cancelledAt) throw stateConflict(booking);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({
        status: "disputed",
        disputedAt: now,
        disputeReason: reason,
        statusChangedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(bookings.id, id),
          eq(bookings.status, "held"),
          isNull(bookings.cancelledAt),
          isNull(bookings.disputedAt),
        ),
      )
      .returning();
    if (row) await recordBookingEvent(tx, id, "disputed", now, heldPenceOf(row), "organizer");
    return row ?? null;
  });
  if (!updated) {
    const [current] = await db.select().from(bookings).where(eq(bookings.id, id));
    throw current ? stateConflict(current) : notFound(BOOKING_NOT_FOUND_MESSAGE);
  }
  await deps.notifier.notify({
    userId: booking.supplierId,
    type: "payment",
    title: "Problem reported",
    description: `${record.organizer.name} reported a problem with ${record.request.title}. The deposit is held while EventEazy looks into it.`,
    linkTo: `/bookings/${id}`,
  });
  return updated;
}

/**
 * A card dispute (chargeback) on a booking's payment holds what is still held; after release it
 * is only recorded, for the admin console, since the money has already left.
 */
export async function recordCardDispute(
  tx: Db,
  dispute: {
    disputeId: string;
    paymentReference: string | null;
    chargeReference: string | null;
    reason: string | null;
  },
  now: Date,
): Promise<BookingRow | null> {
  const match = dispute.paymentReference
    ? eq(bookings.paymentReference, dispute.paymentReference)
    : dispute.chargeReference
      ? eq(bookings.chargeReference, dispute.chargeReference)
      : undefined;
  if (!match) return null;
  const [row] = await tx
    .update(bookings)
    .set({
      status: sql`case when ${bookings.status} = 'held' then 'disputed' else ${bookings.status} end`,
      disputedAt: sql`coalesce(${bookings.disputedAt}, ${now.toISOString()}::timestamptz)`,
      disputeReference: dispute.disputeId,
      disputeReason: sql`coalesce(${bookings.disputeReason}, ${`Card dispute: ${dispute.reason ?? "no reason given"}`})`,
      statusChangedAt: now,
      updatedAt: now,
    })
    .where(match)
    .returning();
  if (row) await recordBookingEvent(tx, row.id, "disputed", now, heldPenceOf(row), null);
  return row ?? null;
}

/**
 * The card issuer's verdict on a card dispute of a booking still disputed. Won, the money is held
 * again and the sweep releases it when due. Lost, the issuer has already given the disputed amount
 * back to the cardholder, so it counts as refunded without a refund of EventEazy's own, and what
 * is left (after a partial dispute) is held again.
 */
export async function closeCardDispute(
  tx: Db,
  verdict: { disputeId: string; outcome: "won" | "lost"; amountPence: number },
  now: Date,
): Promise<BookingRow | null> {
  const [disputed] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.disputeReference, verdict.disputeId), eq(bookings.status, "disputed")))
    .for("update");
  if (!disputed) return null;
  const held = heldPenceOf(disputed);
  const lostPence = verdict.outcome === "lost" ? Math.min(verdict.amountPence, held) : 0;
  const [row] = await tx
    .update(bookings)
    .set({
      status: held - lostPence > 0 ? "held" : "refunded",
      refundedPence: disputed.refundedPence + lostPence,
      statusChangedAt: now,
      updatedAt: now,
    })
    .where(eq(bookings.id, disputed.id))
    .returning();
  if (lostPence > 0) await recordBookingEvent(tx, disputed.id, "refunded", now, lostPence, null);
  await recordBookingEvent(tx, disputed.id, "dispute_resolved", now, null, null);
  return row ?? null;
}

/**
 * An admin settles a dispute: `release` puts the money back to held (the sweep releases it when
 * due), `refund` refunds everything still held to the organizer. A card dispute is the card
 * issuer's to decide, not an admin's: a refund beside the issuer's would pay the organizer twice.
 */
export async function resolveDispute(
  deps: BookingMoneyDependencies,
  id: number,
  outcome: "release" | "refund",
  now: Date,
): Promise<BookingRow> {
  const { db } = deps;
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({
        status: outcome === "release" ? "held" : "refunding",
        refundingPence:
          outcome === "refund" ? sql`${bookings.paidPence} - ${bookings.refundedPence}` : null,
        statusChangedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(bookings.id, id),
          eq(bookings.status, "disputed"),
          isNull(bookings.disputeReference),
        ),
      )
      .returning();
    if (row) await recordBookingEvent(tx, id, "dispute_resolved", now, null, "admin");
    return row ?? null;
  });
  if (!claimed) {
    const [current] = await db.select().from(bookings).where(eq(bookings.id, id));
    if (!current) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    throw conflict(current.status === "disputed" ? CARD_DISPUTE_MESSAGE : NOT_DISPUTED_MESSAGE);
  }
  if (claimed.status !== "refunding") return claimed;
  try {
    return (await performRefund(deps, claimed, now)) ?? claimed;
  } catch (error) {
    deps.log.error({ err: error, bookingId: id }, "Refund not made yet; the sweep retries");
    return claimed;
  }
}

/** Where every booking's money is, with totals that add up to what was paid. */
export async function adminMoney(db: Db, releaseDays: number): Promise<AdminMoney> {
  const [totals] = await db
    .select({
      paid: sql<number>`coalesce(sum(${bookings.paidPence}), 0)::int`,
      refunded: sql<number>`coalesce(sum(${bookings.refundedPence}), 0)::int`,
      held: sql<number>`coalesce(sum(${bookings.paidPence} - ${bookings.refundedPence}) filter (where ${bookings.status} in ('held', 'refunding')), 0)::int`,
      releasing: sql<number>`coalesce(sum(${bookings.paidPence} - ${bookings.refundedPence}) filter (where ${bookings.status} = 'releasing'), 0)::int`,
      released: sql<number>`coalesce(sum(${bookings.releasedPence}) filter (where ${bookings.status} = 'released'), 0)::int`,
      fees: sql<number>`coalesce(sum(${bookings.feePence}) filter (where ${bookings.status} = 'released'), 0)::int`,
      disputed: sql<number>`coalesce(sum(${bookings.paidPence} - ${bookings.refundedPence}) filter (where ${bookings.status} = 'disputed'), 0)::int`,
    })
    .from(bookings);
  const records = await loadBookingRecords(db, gt(bookings.paidPence, 0), 200);
  const order = (record: BookingRecord) => (record.booking.status === "disputed" ? 0 : 1);
  const rows: AdminMoneyBooking[] = records
    .sort((a, b) => order(a) - order(b))
    .map(({ booking, organizer, supplier, request, supplierPayoutStatus }) => ({
      id: booking.id,
      status: booking.status,
      organizer: { id: organizer.id, name: organizer.name, businessName: null, urlSlug: null },
      supplier: {
        id: supplier.id,
        name: supplier.name,
        businessName: supplier.businessName,
        urlSlug: supplier.urlSlug,
      },
      eventTitle: request.title,
      eventFirstDay: booking.eventFirstDay,
      paidPence: booking.paidPence,
      refundedPence: booking.refundedPence,
      releasedPence: booking.releasedPence,
      feePence: booking.feePence,
      releaseOn: booking.cancelledAt ? null : releaseDayOf(booking.eventLastDay, releaseDays),
      supplierPayoutStatus,
      disputedAt: booking.disputedAt?.toISOString() ?? null,
      disputeReason: booking.disputeReason,
      cardDispute: booking.disputeReference !== null,
    }));
  return {
    totals: {
      paidPence: totals?.paid ?? 0,
      heldPence: totals?.held ?? 0,
      releasingPence: totals?.releasing ?? 0,
      releasedPence: totals?.released ?? 0,
      refundedPence: totals?.refunded ?? 0,
      disputedPence: totals?.disputed ?? 0,
      feesPence: totals?.fees ?? 0,
    },
    bookings: rows,
  };
}

/**
 * The confirmation both sides get when a quote is accepted, each with the event as an `.ics`
 * file for their calendar.
 */
export async function bookingConfirmationEmails(
  db: Db,
  bookingId: number,
  publicUrl: string,
): Promise<OutgoingEmail[]> {
  const record = await loadBookingRecord(db, bookingId);
  if (!record) return [];
  const { booking, request, organizer, supplier } = record;
  const supplierName = supplier.businessName ?? supplier.name;
  const url = `${publicUrl}/bookings/${booking.id}`;
  const host = new URL(publicUrl).hostname;
  const when =
    booking.eventFirstDay === booking.eventLastDay
      ? formatLongDate(booking.eventFirstDay)
      : `${formatLongDate(booking.eventFirstDay)} to ${formatLongDate(booking.eventLastDay)}`;
  const money =
    booking.totalPence === null
      ? "The price is as the quote states."
      : `Total ${formatPounds(booking.totalPence)}; deposit ${formatPounds(booking.depositPence)}, paid on EventEazy and held until after the event.`;
  const terms = cancellationPolicyOf(booking.cancellationPolicy);
  const termsLine = `Cancellation terms: ${terms?.label ?? ""}. ${booking.cancellationPolicy === "custom" ? (booking.cancellationTerms ?? "") : (terms?.summary ?? "")}`;
  const emailFor = (to: { email: string }, withName: string, lead: string): OutgoingEmail => {
    const rendered = renderEmail(
      {
        subject: `Booking confirmed: ${request.title}`,
        heading: "Your booking is confirmed",
        paragraphs: [lead, `${request.title}, ${when}, ${request.location}.`, money, termsLine],
        action: { label: "View the booking", path: `/bookings/${booking.id}` },
        note: "The event is attached as a calendar file.",
      },
      publicUrl,
    );
    return {
      to: to.email,
      ...rendered,
      attachments: [
        {
          filename: `booking-${booking.id}.ics`,
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          content: bookingCalendar({
            bookingId: booking.id,
            title: request.title,
            location: request.location,
            firstDay: booking.eventFirstDay,
            lastDay: booking.eventLastDay,
            withName,
            description: `EventEazy booking #${booking.id}. ${url}`,
            url,
            host,
            createdAt: booking.createdAt,
          }),
        },
      ],
    };
  };
  return [
    emailFor(
      organizer,
      supplierName,
      `You booked ${supplierName}.${booking.depositPence > 0 ? ` Pay the deposit of ${formatPounds(booking.depositPence)} on EventEazy to secure it.` : ""}`,
    ),
    emailFor(supplier, organizer.name, `${organizer.name} accepted your quote and booked you.`),
  ];
}

/** Both sides hear that the deposit is paid and held. */
export async function notifyDepositPaid(notifier: Notifier, booking: BookingRow): Promise<void> {
  const amount = formatPounds(booking.paidPence);
  await notifier.notifyMany([
    {
      userId: booking.supplierId,
      type: "payment",
      title: "Deposit paid",
      description: `The organizer paid the ${amount} deposit for booking #${booking.id}. EventEazy holds it until after the event.`,
      linkTo: `/bookings/${booking.id}`,
      email: {
        subject: `Deposit paid for booking #${booking.id}`,
        text: `The organizer paid the ${amount} deposit. EventEazy holds it and pays it out to you after the event, once your payout account is set up.`,
        actionLabel: "View the booking",
      },
    },
    {
      userId: booking.organizerId,
      type: "payment",
      title: "Deposit paid",
      description: `Your ${amount} deposit for booking #${booking.id} is paid and held by EventEazy until after the event.`,
      linkTo: `/bookings/${booking.id}`,
    },
  ]);
}
