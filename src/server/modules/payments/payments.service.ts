import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { payments, users } from "#server/db/schema";
import type { AccessPolicy } from "#server/lib/access-policy";
import { AppError, badRequest, conflict, forbidden, notFound } from "#server/lib/errors";
import type { PaymentLog, PaymentProvider } from "#server/lib/payments/payment-provider";
import { providerUnavailable } from "#server/lib/payments/provider-unavailable";
import {
  type CouponRow,
  checkCoupon,
  takeCouponUse,
} from "#server/modules/coupons/coupons.service";
import {
  activateSubscription,
  hasFreeAccess,
} from "#server/modules/subscriptions/subscriptions.service";
import { priceAfterDiscount } from "#shared/contracts/coupons";
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  type ConfirmTestPaymentBody,
  type CreatePaymentIntentBody,
  FREE_ACCOUNT_MESSAGE,
  PAYMENT_COMPLETED_MESSAGE,
  PAYMENT_EXPIRED_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  PAYMENT_SUCCEEDED_MESSAGE,
  type PaymentIntentResponse,
  TEST_PAYMENTS_UNAVAILABLE_MESSAGE,
} from "#shared/contracts/payments";
import { ONLY_SUPPLIERS_SUBSCRIBE_MESSAGE } from "#shared/contracts/subscriptions";
import { FREE_SUBSCRIPTION_MESSAGE, PLAN_PRICES_PENCE } from "#shared/domain/plans";
import { hasLiveSubscription } from "#shared/domain/subscription";

type StartInput = z.output<typeof CreatePaymentIntentBody>;
type ConfirmInput = z.output<typeof ConfirmTestPaymentBody>;

/** A card form left open longer than this has to start again (prices and coupons may change). */
export const PENDING_PAYMENT_LIFETIME_MS = 60 * 60 * 1000;

export interface StartedPayment {
  response: PaymentIntentResponse;
  /** Set when the plan became active at once (a coupon made it free): the caller tells the user. */
  activated: UserRow | null;
}

export function hashClientSecret(clientSecret: string): string {
  return createHash("sha256").update(clientSecret).digest("hex");
}

function requireSupplier(user: UserRow) {
  if (user.role !== "supplier") throw forbidden(ONLY_SUPPLIERS_SUBSCRIBE_MESSAGE);
}

/**
 * `POST /api/create-payment-intent`: answers free access, activates a plan a coupon makes
 * free, or records a pending payment and hands back the provider's client secret.
 */
export async function startSubscriptionPayment(
  db: Db,
  provider: PaymentProvider,
  user: UserRow,
  input: StartInput,
  policy: AccessPolicy,
  log: PaymentLog,
  now = new Date(),
): Promise<StartedPayment> {
  requireSupplier(user);
  const base = {
    clientSecret: null,
    freeSubscription: false,
    freeAccount: false,
    provider: null,
    publishableKey: null,
    planType: input.planType,
    amountPence: 0,
  };
  if (hasFreeAccess(user, policy))
    return {
      response: { ...base, freeAccount: true, message: FREE_ACCOUNT_MESSAGE },
      activated: null,
    };
  // Stripe renews a plan it bills by itself; a second subscription there would charge twice.
  if (user.stripeSubscriptionId && hasLiveSubscription(user, now))
    throw conflict(ALREADY_SUBSCRIBED_MESSAGE);

  let coupon: CouponRow | null = null;
  if (input.couponCode) {
    const check = await checkCoupon(db, input.couponCode, user.id, now);
    if (!check.ok) throw badRequest(check.message, { couponCode: [check.message] });
    coupon = check.coupon;
  }
  const fullPricePence = PLAN_PRICES_PENCE[input.planType];
  const amountPence = coupon ? priceAfterDiscount(fullPricePence, coupon) : fullPricePence;

  if (coupon && amountPence === 0) {
    const freeCoupon = coupon;
    const activated = await db.transaction(async (tx) => {
      await takeCouponUse(tx, freeCoupon.id, user.id, now);
      const active = await activateSubscription(tx, user.id, input.planType, now);
      await tx.insert(payments).values({
        userId: user.id,
        provider: null,
        planType: input.planType,
        amountPence: 0,
        couponId: freeCoupon.id,
        status: "succeeded",
        createdAt: now,
        completedAt: now,
      });
      return active;
    });
    return {
      response: { ...base, freeSubscription: true, message: FREE_SUBSCRIPTION_MESSAGE },
      activated,
    };
  }

  const [payment] = await db
    .insert(payments)
    .values({
      userId: user.id,
      provider: provider.name,
      planType: input.planType,
      amountPence,
      couponId: coupon?.id ?? null,
      createdAt: now,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error("insert returned no row");
  let started: Awaited<ReturnType<PaymentProvider["startSubscription"]>>;
  try {
    started = await provider.startSubscription({
      user: {
        id: user.id,
        email: user.email,
        name: user.businessName ?? user.name,
        stripeCustomerId: user.stripeCustomerId,
      },
      planType: input.planType,
      fullPricePence,
      amountPence,
      paymentId: payment.id,
    });
  } catch (error) {
    await db.delete(payments).where(eq(payments.id, payment.id));
    throw providerUnavailable(log, error, "start a subscription");
  }
  await db
    .update(payments)
    .set({
      // The test provider's secret is the key to its payment; Stripe keeps its own.
      clientSecretHash: provider.name === "test" ? hashClientSecret(started.clientSecret) : null,
      providerReference: started.reference,
    })
    .where(eq(payments.id, payment.id));
  if (started.customerId && started.customerId !== user.stripeCustomerId)
    await db
      .update(users)
      .set({ stripeCustomerId: started.customerId })
      .where(eq(users.id, user.id));
  return {
    response: {
      ...base,
      clientSecret: started.clientSecret,
      message: "Enter your card details to complete your subscription.",
      provider: provider.name,
      publishableKey: provider.publishableKey,
      amountPence,
    },
    activated: null,
  };
}

export interface CompletedPayment {
  message: string;
  user: UserRow;
}

/**
 * The test provider's card form: a test card that succeeds takes the coupon's use (if any),
 * activates or extends the plan and completes the payment in one transaction; a declined card
 * changes nothing and may be followed by another card.
 */
export async function confirmTestPayment(
  db: Db,
  provider: PaymentProvider,
  user: UserRow,
  input: ConfirmInput,
  now = new Date(),
): Promise<CompletedPayment> {
  requireSupplier(user);
  if (provider.name !== "test") throw notFound(TEST_PAYMENTS_UNAVAILABLE_MESSAGE);
  const secretHash = hashClientSecret(input.clientSecret);
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.clientSecretHash, secretHash),
        eq(payments.userId, user.id),
        eq(payments.provider, "test"),
      ),
    )
    .limit(1);
  if (!payment) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
  if (payment.status === "succeeded") throw conflict(PAYMENT_COMPLETED_MESSAGE);
  if (now.getTime() - payment.createdAt.getTime() > PENDING_PAYMENT_LIFETIME_MS)
    throw conflict(PAYMENT_EXPIRED_MESSAGE);

  const charge = provider.chargeCard({
    cardNumber: input.cardNumber,
    expiry: input.expiry,
    cvc: input.cvc,
  });
  if (!charge.ok) throw new AppError(402, charge.message, "card_declined");

  const activated = await db.transaction(async (tx) => {
    // Two confirmations of one payment: the second waits here and finds it completed.
    const [locked] = await tx
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, payment.id))
      .for("update");
    if (locked?.status !== "pending") throw conflict(PAYMENT_COMPLETED_MESSAGE);
    if (payment.couponId !== null) await takeCouponUse(tx, payment.couponId, user.id, now);
    const active = await activateSubscription(tx, user.id, payment.planType, now);
    await tx
      .update(payments)
      .set({ status: "succeeded", completedAt: now })
      .where(eq(payments.id, payment.id));
    return active;
  });
  return { message: PAYMENT_SUCCEEDED_MESSAGE, user: activated };
}
