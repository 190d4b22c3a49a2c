import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { users } from "#server/db/schema";
import type { AccessPolicy } from "#server/lib/access-policy";
import { AppError, conflict } from "#server/lib/errors";
import type { PaymentLog, PaymentProvider } from "#server/lib/payments/payment-provider";
import { PAYMENT_PROVIDER_UNAVAILABLE_MESSAGE, type PlanType } from "#shared/contracts/payments";
import {
  ALREADY_CANCELLING_MESSAGE,
  NO_SUBSCRIPTION_TO_CANCEL_MESSAGE,
  type SubscriptionView,
} from "#shared/contracts/subscriptions";
import { hasLiveSubscription } from "#shared/domain/subscription";

/**
 * Free lifetime access: granted by an admin, or a confirmed address listed in FREE_ACCESS_EMAILS
 * (an unconfirmed one could be anybody's).
 */
export function hasFreeAccess(user: UserRow, policy: AccessPolicy): boolean {
  return user.freeAccess || listedForFreeAccess(user, policy);
}

export function listedForFreeAccess(
  user: Pick<UserRow, "email" | "emailVerifiedAt">,
  policy: AccessPolicy,
): boolean {
  return (
    user.emailVerifiedAt !== null && policy.freeAccessEmails.includes(user.email.toLowerCase())
  );
}

export function isSubscribed(user: UserRow, policy: AccessPolicy, now = new Date()): boolean {
  return hasFreeAccess(user, policy) || hasLiveSubscription(user, now);
}

/** The database or a transaction on it. */
type Writer = Pick<Db, "update">;

const PLAN_PERIODS: Record<PlanType, string> = { monthly: "1 month", yearly: "1 year" };

const FREE_PLAN: SubscriptionView = {
  plan: "free",
  status: "free",
  expiresAt: null,
  renewsAutomatically: false,
  canCancel: false,
  canExtend: false,
};

export function toSubscriptionView(
  user: UserRow,
  policy: AccessPolicy,
  now = new Date(),
): SubscriptionView {
  if (hasFreeAccess(user, policy)) return { ...FREE_PLAN, plan: "lifetime", status: "lifetime" };
  if (!hasLiveSubscription(user, now) || !user.subscriptionType) return FREE_PLAN;
  const cancelling = user.subscriptionCancelAtPeriodEnd;
  // A plan Stripe bills renews there; one paid through the test form runs its period and stops.
  const billedByStripe = user.stripeSubscriptionId !== null;
  return {
    plan: user.subscriptionType,
    status: cancelling ? "cancelling" : "active",
    expiresAt: user.subscriptionExpiry?.toISOString() ?? null,
    renewsAutomatically: billedByStripe && !cancelling,
    canCancel: !cancelling,
    canExtend: !billedByStripe,
  };
}

export interface Activation {
  /** The end of a period the provider already set (Stripe's invoice); otherwise one period on. */
  periodEnd?: Date | null;
  stripeSubscriptionId?: string;
}

/**
 * Starts or extends a paid plan: one month or one year from the later of now and the end of the
 * period already paid for, worked out in the update itself so two payments at once both count.
 */
export async function activateSubscription(
  tx: Writer,
  userId: number,
  planType: PlanType,
  now: Date,
  { periodEnd, stripeSubscriptionId }: Activation = {},
): Promise<UserRow> {
  const at = now.toISOString();
  const paidUntil = sql`case when ${users.subscriptionActive} and ${users.subscriptionExpiry} > ${at}::timestamptz then ${users.subscriptionExpiry} else ${at}::timestamptz end`;
  const expiry = periodEnd
    ? sql`greatest(${periodEnd.toISOString()}::timestamptz, ${paidUntil})`
    : sql`${paidUntil} + ${PLAN_PERIODS[planType]}::interval`;
  const [user] = await tx
    .update(users)
    .set({
      subscriptionActive: true,
      subscriptionType: planType,
      subscriptionExpiry: expiry,
      subscriptionCancelAtPeriodEnd: false,
      ...(stripeSubscriptionId ? { stripeSubscriptionId } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error(`No user ${userId} to activate`);
  return user;
}

/**
 * Stops renewal: the plan stays until its expiry, then gates close again on their own
 * (hasLiveSubscription). A plan Stripe bills is told to stop there first.
 */
export async function cancelSubscription(
  db: Db,
  provider: PaymentProvider,
  user: UserRow,
  log: PaymentLog,
  now = new Date(),
): Promise<UserRow> {
  if (!hasLiveSubscription(user, now) || !user.subscriptionType)
    throw conflict(NO_SUBSCRIPTION_TO_CANCEL_MESSAGE);
  if (user.subscriptionCancelAtPeriodEnd) throw conflict(ALREADY_CANCELLING_MESSAGE);
  if (user.stripeSubscriptionId && provider.name === "stripe") {
    try {
      await provider.cancelAtPeriodEnd(user.stripeSubscriptionId);
    } catch (error) {
      log.error(
        { err: error, userId: user.id },
        "Payment provider failed to cancel a subscription",
      );
      throw new AppError(502, PAYMENT_PROVIDER_UNAVAILABLE_MESSAGE, "payment_provider");
    }
  }
  const [updated] = await db
    .update(users)
    .set({ subscriptionCancelAtPeriodEnd: true, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw conflict(NO_SUBSCRIPTION_TO_CANCEL_MESSAGE);
  return updated;
}

/** Ends a Stripe subscription that Stripe has ended (cancelled at period end, or unpaid). */
export async function endSubscription(tx: Writer, userId: number, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      subscriptionActive: false,
      subscriptionCancelAtPeriodEnd: false,
      stripeSubscriptionId: null,
      subscriptionExpiry: sql`least(coalesce(${users.subscriptionExpiry}, ${now.toISOString()}::timestamptz), ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** Follows a change made on Stripe's side, such as a cancellation in its customer portal. */
export async function setCancelAtPeriodEnd(
  tx: Writer,
  userId: number,
  cancelAtPeriodEnd: boolean,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ subscriptionCancelAtPeriodEnd: cancelAtPeriodEnd, updatedAt: now })
    .where(eq(users.id, userId));
}
