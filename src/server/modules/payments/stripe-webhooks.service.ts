import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { type BookingRow, payments, processedPaymentEvents, users } from "#server/db/schema";
import { AppError } from "#server/lib/errors";
import type { ProviderEvent } from "#server/lib/payments/payment-provider";
import { markDepositPaid } from "#server/modules/bookings/booking-money";
import { closeCardDispute, recordCardDispute } from "#server/modules/bookings/bookings.service";
import { takeCouponUse } from "#server/modules/coupons/coupons.service";
import { applyPayoutAccountStatus } from "#server/modules/payouts/payouts.service";
import {
  activateSubscription,
  endSubscription,
  setCancelAtPeriodEnd,
} from "#server/modules/subscriptions/subscriptions.service";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What the caller tells the user once the event's transaction has committed. */
export type WebhookOutcome =
  | { kind: "none" }
  | { kind: "activated" | "renewed" | "cancelled"; user: UserRow }
  | { kind: "ended" | "payment_failed"; userId: number }
  | { kind: "deposit_paid"; booking: BookingRow };

export interface WebhookLog {
  warn(details: object, message: string): void;
}

const NOTHING: WebhookOutcome = { kind: "none" };

/** Marks an id as handled; false when it already was (a replay, or the same invoice again). */
async function markProcessed(tx: Tx, id: string, type: string, now: Date): Promise<boolean> {
  const inserted = await tx
    .insert(processedPaymentEvents)
    .values({ id, type, processedAt: now })
    .onConflictDoNothing()
    .returning({ id: processedPaymentEvents.id });
  return inserted.length > 0;
}

/** The supplier a Stripe object belongs to: by the customer kept on the user, else by metadata. */
async function findPayer(
  tx: Tx,
  customerId: string | null,
  userId: number | null,
): Promise<UserRow | null> {
  if (customerId) {
    const [byCustomer] = await tx
      .select()
      .from(users)
      .where(eq(users.stripeCustomerId, customerId))
      .limit(1);
    if (byCustomer) return byCustomer;
  }
  if (userId === null) return null;
  const [byId] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  return byId ?? null;
}

async function onInvoicePaid(
  tx: Tx,
  event: Extract<ProviderEvent, { kind: "invoice_paid" }>,
  now: Date,
  log: WebhookLog,
): Promise<WebhookOutcome> {
  // invoice.paid and invoice.payment_succeeded both report the same payment: count it once.
  if (!(await markProcessed(tx, `invoice_paid:${event.invoiceId}`, "invoice_paid", now)))
    return NOTHING;
  const payer = await findPayer(tx, event.customerId, event.userId);
  if (!payer) {
    log.warn({ eventId: event.id, invoiceId: event.invoiceId }, "Paid invoice for no known user");
    return NOTHING;
  }
  const [pending] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.providerReference, event.subscriptionId),
        eq(payments.userId, payer.id),
        eq(payments.status, "pending"),
      ),
    )
    .limit(1)
    .for("update");
  const planType = event.planType ?? pending?.planType ?? payer.subscriptionType ?? "monthly";

  if (pending?.couponId != null) {
    const couponId = pending.couponId;
    try {
      // In a savepoint: a use that cannot be taken leaves no half-written usage behind.
      await tx.transaction((savepoint) => takeCouponUse(savepoint, couponId, payer.id, now));
    } catch (error) {
      // Stripe has already taken the discounted price; the plan is the payer's regardless.
      if (!(error instanceof AppError)) throw error;
      log.warn(
        { eventId: event.id, couponId: pending.couponId, userId: payer.id, reason: error.message },
        "Coupon use not recorded for a paid invoice",
      );
    }
  }
  if (pending) {
    await tx
      .update(payments)
      .set({ status: "succeeded", amountPence: event.amountPaidPence, completedAt: now })
      .where(eq(payments.id, pending.id));
  } else {
    await tx.insert(payments).values({
      userId: payer.id,
      provider: "stripe",
      planType,
      amountPence: event.amountPaidPence,
      status: "succeeded",
      providerReference: event.subscriptionId,
      createdAt: now,
      completedAt: now,
    });
  }
  const wasLive = payer.subscriptionActive && payer.stripeSubscriptionId === event.subscriptionId;
  const user = await activateSubscription(tx, payer.id, planType, now, {
    periodEnd: event.periodEnd,
    stripeSubscriptionId: event.subscriptionId,
  });
  return { kind: wasLive && !event.isFirstInvoice ? "renewed" : "activated", user };
}

/**
 * Applies one verified Stripe event, once: its id is recorded in the same transaction as its
 * effects, so a replayed event changes nothing, and a failure leaves it for Stripe to resend.
 */
export function applyProviderEvent(
  db: Db,
  event: ProviderEvent,
  log: WebhookLog,
  now = new Date(),
): Promise<WebhookOutcome> {
  if (event.kind === "ignored") return Promise.resolve(NOTHING);
  return db.transaction(async (tx) => {
    if (!(await markProcessed(tx, event.id, event.type, now))) return NOTHING;
    switch (event.kind) {
      case "invoice_paid":
        return onInvoicePaid(tx, event, now, log);
      case "invoice_payment_failed": {
        const payer = await findPayer(tx, event.customerId, event.userId);
        // Access runs to the end of what was paid for while Stripe retries the card.
        return payer ? { kind: "payment_failed", userId: payer.id } : NOTHING;
      }
      case "subscription_updated": {
        const payer = await findPayer(tx, event.customerId, event.userId);
        if (!payer || payer.stripeSubscriptionId !== event.subscriptionId) return NOTHING;
        if (payer.subscriptionCancelAtPeriodEnd === event.cancelAtPeriodEnd) return NOTHING;
        await setCancelAtPeriodEnd(tx, payer.id, event.cancelAtPeriodEnd, now);
        return event.cancelAtPeriodEnd
          ? { kind: "cancelled", user: { ...payer, subscriptionCancelAtPeriodEnd: true } }
          : NOTHING;
      }
      case "subscription_deleted": {
        const payer = await findPayer(tx, event.customerId, event.userId);
        // An abandoned, never-paid subscription ending must not end the one that is paid.
        if (!payer || payer.stripeSubscriptionId !== event.subscriptionId) return NOTHING;
        await endSubscription(tx, payer.id, now);
        return { kind: "ended", userId: payer.id };
      }
      case "deposit_succeeded": {
        const paid = await markDepositPaid(tx, event, now);
        if (!paid)
          log.warn({ eventId: event.id, bookingId: event.bookingId }, "Deposit already applied");
        return paid && !paid.refundDue ? { kind: "deposit_paid", booking: paid.booking } : NOTHING;
      }
      case "charge_disputed": {
        const booking = await recordCardDispute(tx, event, now);
        if (booking) log.warn({ eventId: event.id, bookingId: booking.id }, "Card dispute opened");
        return NOTHING;
      }
      case "charge_dispute_closed": {
        const booking = await closeCardDispute(tx, event, now);
        if (booking)
          log.warn(
            { eventId: event.id, bookingId: booking.id, outcome: event.outcome },
            "Card dispute closed",
          );
        return NOTHING;
      }
      case "payout_account_updated":
        await applyPayoutAccountStatus(tx, event.accountId, event.status, now);
        return NOTHING;
    }
  });
}
