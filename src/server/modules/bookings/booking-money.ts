/**
 * Every change of where a booking's money is: paid and held, refunding and refunded, releasing and
 * released (docs/decisions/0050). Each change is one conditional update on the status it leaves,
 * so whoever tries it twice (two servers, a retried webhook, a sweep after a crash) changes it
 * once; each call to the provider carries a key made from the booking and the step, so asking
 * again never moves money twice; and a step left half-done is settled by the sweep against what
 * the provider says happened.
 */
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { AppConfig } from "#server/config";
import type { Db } from "#server/db/client";
import { type BookingRow, bookingEvents, bookings, payoutAccounts } from "#server/db/schema";
import type { MailLogger } from "#server/lib/mail/mailer";
import type { Notifier } from "#server/lib/notifier-interface";
import type { PaymentProvider } from "#server/lib/payments/payment-provider";
import { ukToday } from "#shared/domain/calendar-days";
import { formatPounds } from "#shared/domain/format";
import { platformFeePence } from "#shared/domain/refund-schedules";
import {
  lastEventDayReleasedBy,
  refundKeyOf,
  releaseKeyOf,
  transferGroupOf,
} from "./booking-terms";

/** A refund or release still under way after this long is settled by the sweep. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** A started card payment with no word from the provider is asked about at most this often. */
export const DEPOSIT_CHECK_EVERY_MS = 10 * 60_000;
/** Started payments are asked about for this long; an abandoned one is then left alone. */
const DEPOSIT_CHECK_FOR_MS = 14 * 24 * 3_600_000;
/** Bookings one sweep settles per kind of step, so a backlog never holds a sweep long. */
const SWEEP_BATCH = 50;

export interface BookingMoneyDependencies {
  db: Db;
  payments: PaymentProvider;
  config: Pick<AppConfig, "bookings">;
  notifier: Notifier;
  log: MailLogger;
}

type BookingEventKind = (typeof bookingEvents.$inferInsert)["kind"];

export async function recordBookingEvent(
  db: Db,
  bookingId: number,
  kind: BookingEventKind,
  at: Date,
  amountPence: number | null = null,
  by: "organizer" | "supplier" | "admin" | null = null,
): Promise<void> {
  await db.insert(bookingEvents).values({ bookingId, kind, amountPence, by, at });
}

export interface DepositSuccess {
  paymentReference: string;
  amountReceivedPence: number;
  chargeReference: string | null;
}

/**
 * The provider took the deposit: the booking holds it. A booking cancelled while its organizer was
 * paying gets the whole payment back instead (`refunding`, refunded by the caller or the sweep).
 * Null when it was already applied.
 */
export async function markDepositPaid(
  db: Db,
  paid: DepositSuccess,
  now: Date,
): Promise<{ booking: BookingRow; refundDue: boolean } | null> {
  const [held] = await db
    .update(bookings)
    .set({
      status: "held",
      paidPence: paid.amountReceivedPence,
      paidAt: now,
      chargeReference: paid.chargeReference,
      statusChangedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(bookings.paymentReference, paid.paymentReference),
        eq(bookings.status, "awaiting_deposit"),
        isNull(bookings.cancelledAt),
      ),
    )
    .returning();
  if (held) {
    await recordBookingEvent(db, held.id, "deposit_paid", now, paid.amountReceivedPence);
    return { booking: held, refundDue: false };
  }
  const [late] = await db
    .update(bookings)
    .set({
      status: "refunding",
      paidPence: paid.amountReceivedPence,
      paidAt: now,
      chargeReference: paid.chargeReference,
      refundingPence: paid.amountReceivedPence,
      // Due for the sweep at once: nobody else is refunding it.
      statusChangedAt: new Date(now.getTime() - RECONCILE_AFTER_MS),
      updatedAt: now,
    })
    .where(
      and(
        eq(bookings.paymentReference, paid.paymentReference),
        eq(bookings.status, "cancelled"),
        eq(bookings.paidPence, 0),
      ),
    )
    .returning();
  if (!late) return null;
  await recordBookingEvent(db, late.id, "deposit_paid", now, paid.amountReceivedPence);
  return { booking: late, refundDue: true };
}

/**
 * Makes the refund a `refunding` booking is waiting for and records it. With `reconcile`, asks the
 * provider first whether it was already made (a crash after the provider answered).
 */
export async function performRefund(
  deps: BookingMoneyDependencies,
  booking: BookingRow,
  now: Date,
  reconcile = false,
): Promise<BookingRow | null> {
  const amount = booking.refundingPence ?? 0;
  const key = refundKeyOf(booking.id, booking.refundCount + 1);
  const reference = booking.paymentReference;
  let refundId: string | null = null;
  if (amount > 0 && reference) {
    const existing = reconcile ? await deps.payments.findRefund(reference, key) : null;
    const refund =
      existing ??
      (await deps.payments.refund({
        bookingId: booking.id,
        paymentReference: reference,
        amountPence: amount,
        idempotencyKey: key,
      }));
    refundId = refund.id;
  }
  const finished = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({
        refundedPence: sql`${bookings.refundedPence} + coalesce(${bookings.refundingPence}, 0)`,
        refundingPence: null,
        refundCount: sql`${bookings.refundCount} + 1`,
        status: sql`case when ${bookings.paidPence} - ${bookings.refundedPence} - coalesce(${bookings.refundingPence}, 0) = 0 then 'refunded' else 'held' end`,
        statusChangedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(bookings.id, booking.id),
          eq(bookings.status, "refunding"),
          eq(bookings.refundCount, booking.refundCount),
        ),
      )
      .returning();
    if (row) await recordBookingEvent(tx, row.id, "refunded", now, amount);
    return row ?? null;
  });
  if (finished) {
    deps.log.info({ bookingId: booking.id, amount, refundId }, "Booking refund made");
    await deps.notifier.notify({
      userId: finished.organizerId,
      type: "payment",
      title: "Refund on its way",
      description: `${formatPounds(amount)} is being refunded to your card for booking #${finished.id}.`,
      linkTo: `/bookings/${finished.id}`,
    });
  }
  return finished;
}

/** Starts releasing a held booking: the fee and the supplier's share are fixed here. */
export async function claimRelease(
  db: Db,
  booking: BookingRow,
  feePercent: number,
  now: Date,
): Promise<BookingRow | null> {
  const remaining = booking.paidPence - booking.refundedPence;
  const fee = platformFeePence(remaining, feePercent);
  const [claimed] = await db
    .update(bookings)
    .set({
      status: "releasing",
      feePence: fee,
      releasedPence: remaining - fee,
      statusChangedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(bookings.id, booking.id),
        eq(bookings.status, "held"),
        eq(bookings.refundedPence, booking.refundedPence),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** Transfers a `releasing` booking's share to the supplier's account and records it. */
export async function performRelease(
  deps: BookingMoneyDependencies,
  booking: BookingRow,
  destinationAccount: string,
  now: Date,
  reconcile = false,
): Promise<BookingRow | null> {
  const key = releaseKeyOf(booking.id);
  const group = transferGroupOf(booking.id);
  let transferId: string | null = null;
  if (booking.releasedPence > 0) {
    const existing = reconcile ? await deps.payments.findTransfer(group, key) : null;
    const transfer =
      existing ??
      (await deps.payments.transfer({
        bookingId: booking.id,
        amountPence: booking.releasedPence,
        destinationAccount,
        transferGroup: group,
        sourceCharge: booking.chargeReference,
        idempotencyKey: key,
      }));
    transferId = transfer.id;
  }
  const finished = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({
        status: "released",
        transferReference: transferId,
        releasedAt: now,
        statusChangedAt: now,
        updatedAt: now,
      })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, "releasing")))
      .returning();
    if (row) await recordBookingEvent(tx, row.id, "released", now, row.releasedPence);
    return row ?? null;
  });
  if (finished) {
    deps.log.info({ bookingId: booking.id, transferId }, "Booking deposit released");
    await deps.notifier.notify({
      userId: finished.supplierId,
      type: "payment",
      title: "Deposit paid out",
      description: `${formatPounds(finished.releasedPence)} from booking #${finished.id} is on its way to your account.`,
      linkTo: `/bookings/${finished.id}`,
    });
  }
  return finished;
}

export interface MoneySweepReport {
  depositsConfirmed: number;
  refundsMade: number;
  releasesMade: number;
  /** Steps that failed this time and stay for the next sweep. */
  failures: number;
}

/**
 * The scheduled work's money steps, outside its lock: each step claims its booking with a
 * conditional update, so two servers sweeping at once still move each booking's money once.
 */
export async function settleBookingMoney(
  deps: BookingMoneyDependencies,
  now: Date,
): Promise<MoneySweepReport> {
  const report: MoneySweepReport = {
    depositsConfirmed: 0,
    refundsMade: 0,
    releasesMade: 0,
    failures: 0,
  };
  const { db, payments, log } = deps;
  const provider = payments.name;
  const staleBefore = new Date(now.getTime() - RECONCILE_AFTER_MS);

  async function attempt(bookingId: number, step: string, work: () => Promise<unknown>) {
    try {
      return await work();
    } catch (error) {
      report.failures += 1;
      log.error(
        { err: error, bookingId, step },
        "Booking money step failed; the next sweep retries",
      );
      return null;
    }
  }

  // 1. Card payments the provider took but EventEazy never heard of (a lost webhook, or a crash
  //    before the booking was updated).
  if (provider === "stripe") {
    const started = await db
      .select()
      .from(bookings)
      .where(
        and(
          inArray(bookings.status, ["awaiting_deposit", "cancelled"]),
          eq(bookings.provider, "stripe"),
          isNotNull(bookings.paymentReference),
          eq(bookings.paidPence, 0),
          lte(bookings.updatedAt, new Date(now.getTime() - DEPOSIT_CHECK_EVERY_MS)),
          gt(bookings.statusChangedAt, new Date(now.getTime() - DEPOSIT_CHECK_FOR_MS)),
        ),
      )
      .limit(SWEEP_BATCH);
    for (const booking of started) {
      await attempt(booking.id, "deposit", async () => {
        const payment = await payments.findDeposit(booking.paymentReference as string);
        const paid =
          payment?.status === "succeeded"
            ? await db.transaction((tx) =>
                markDepositPaid(
                  tx,
                  {
                    paymentReference: payment.reference,
                    amountReceivedPence: payment.amountReceivedPence,
                    chargeReference: payment.chargeReference,
                  },
                  now,
                ),
              )
            : null;
        if (paid) {
          report.depositsConfirmed += 1;
          log.info({ bookingId: booking.id }, "Deposit found paid at the provider");
        } else
          await db
            .update(bookings)
            .set({ updatedAt: now })
            .where(and(eq(bookings.id, booking.id), eq(bookings.paidPence, 0)));
      });
    }
  }

  // 2. Refunds under way: made again with the same key, after asking whether one was.
  const refunding = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "refunding"),
        eq(bookings.provider, provider),
        lte(bookings.statusChangedAt, staleBefore),
      ),
    )
    .limit(SWEEP_BATCH);
  for (const booking of refunding) {
    const done = await attempt(booking.id, "refund", () => performRefund(deps, booking, now, true));
    if (done) report.refundsMade += 1;
  }

  // 3. Releases under way, the same way.
  const releasing = await db
    .select({ booking: bookings, accountId: payoutAccounts.accountId })
    .from(bookings)
    .innerJoin(payoutAccounts, eq(payoutAccounts.userId, bookings.supplierId))
    .where(
      and(
        eq(bookings.status, "releasing"),
        eq(bookings.provider, provider),
        lte(bookings.statusChangedAt, staleBefore),
      ),
    )
    .limit(SWEEP_BATCH);
  for (const { booking, accountId } of releasing) {
    const done = await attempt(booking.id, "release", () =>
      performRelease(deps, booking, accountId, now, true),
    );
    if (done) report.releasesMade += 1;
  }

  // 4. Deposits due: the event ended DEPOSIT_RELEASE_DAYS ago (or the booking was cancelled with
  //    part of the deposit kept), nothing disputed, and the supplier can be paid.
  const lastDay = lastEventDayReleasedBy(ukToday(now), deps.config.bookings.depositReleaseDays);
  const due = await db
    .select({ booking: bookings, accountId: payoutAccounts.accountId })
    .from(bookings)
    .innerJoin(payoutAccounts, eq(payoutAccounts.userId, bookings.supplierId))
    .where(
      and(
        eq(bookings.status, "held"),
        eq(bookings.provider, provider),
        eq(payoutAccounts.status, "ready"),
        eq(payoutAccounts.provider, provider),
        or(isNotNull(bookings.cancelledAt), lte(bookings.eventLastDay, lastDay)),
      ),
    )
    .limit(SWEEP_BATCH);
  for (const { booking, accountId } of due) {
    const done = await attempt(booking.id, "release", async () => {
      const claimed = await claimRelease(db, booking, deps.config.bookings.platformFeePercent, now);
      return claimed ? performRelease(deps, claimed, accountId, now) : null;
    });
    if (done) report.releasesMade += 1;
  }
  return report;
}
