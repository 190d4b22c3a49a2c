import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { payoutAccounts, type UserRow } from "#server/db/schema";
import { forbidden, notFound } from "#server/lib/errors";
import type {
  PaymentLog,
  PaymentProvider,
  ProviderPayoutStatus,
} from "#server/lib/payments/payment-provider";
import { atProvider } from "#server/modules/bookings/bookings.service";
import {
  ONLY_SUPPLIERS_PAYOUTS_MESSAGE,
  type PayoutOnboarding,
  type PayoutStatus,
} from "#shared/contracts/bookings";
import { TEST_PAYMENTS_UNAVAILABLE_MESSAGE } from "#shared/contracts/payments";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Where a supplier comes back to after setting up payouts. */
export const PAYOUTS_RETURN_PATH = "/dashboard?payouts=done";
export const PAYOUTS_REFRESH_PATH = "/dashboard?payouts=retry";
export const TEST_ONBOARDING_PATH = "/api/payouts/test/complete";
export const TEST_LINK_INVALID_MESSAGE = "This set-up link is not valid. Please start again.";

async function accountOf(db: Db, userId: number) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row ?? null;
}

function assertSupplier(user: UserRow) {
  if (user.role !== "supplier") throw forbidden(ONLY_SUPPLIERS_PAYOUTS_MESSAGE);
}

/**
 * Starts (or resumes) a supplier's payout set-up. With Stripe: one Express account per supplier,
 * made under a key from the supplier's id, and a fresh account link each time (links expire). With
 * the test provider: a one-time EventEazy link that marks the account ready.
 */
export async function startOnboarding(
  db: Db,
  payments: PaymentProvider,
  user: UserRow,
  publicUrl: string,
  now: Date,
  log: PaymentLog,
): Promise<PayoutOnboarding> {
  assertSupplier(user);
  let account = await accountOf(db, user.id);
  if (account && account.provider !== payments.name) account = null;
  if (!account) {
    const { accountId } = await atProvider(log, "create a payout account", () =>
      payments.createPayoutAccount({
        userId: user.id,
        email: user.email,
        idempotencyKey: `supplier-${user.id}-payout-account`,
      }),
    );
    await db
      .insert(payoutAccounts)
      .values({
        userId: user.id,
        provider: payments.name,
        accountId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: payoutAccounts.userId,
        set: { provider: payments.name, accountId, status: "pending", updatedAt: now },
      });
    account = await accountOf(db, user.id);
  }
  if (!account) throw new Error("The payout account was not written");
  if (account.status === "ready")
    return { url: `${publicUrl}${PAYOUTS_RETURN_PATH}`, status: "ready" };
  if (payments.name === "test") {
    const token = randomBytes(24).toString("base64url");
    await db
      .update(payoutAccounts)
      .set({ testTokenHash: sha256(token), updatedAt: now })
      .where(eq(payoutAccounts.userId, user.id));
    return {
      url: `${publicUrl}${TEST_ONBOARDING_PATH}?token=${encodeURIComponent(token)}`,
      status: account.status,
    };
  }
  const accountId = account.accountId;
  const link = await atProvider(log, "link to payout set-up", () =>
    payments.payoutAccountLink({
      accountId,
      refreshUrl: `${publicUrl}${PAYOUTS_REFRESH_PATH}`,
      returnUrl: `${publicUrl}${PAYOUTS_RETURN_PATH}`,
    }),
  );
  return { url: link.url, status: account.status };
}

/** The test provider's simulated onboarding: following the link once marks the account ready. */
export async function completeTestOnboarding(
  db: Db,
  payments: PaymentProvider,
  token: string,
  now: Date,
): Promise<number> {
  if (payments.name !== "test") throw notFound(TEST_PAYMENTS_UNAVAILABLE_MESSAGE);
  const [row] = await db
    .update(payoutAccounts)
    .set({ status: "ready", testTokenHash: null, updatedAt: now })
    .where(
      and(eq(payoutAccounts.testTokenHash, sha256(token)), eq(payoutAccounts.provider, "test")),
    )
    .returning({ userId: payoutAccounts.userId });
  if (!row) throw notFound(TEST_LINK_INVALID_MESSAGE);
  return row.userId;
}

/**
 * Stripe's word on a connected account (`account.updated`, or asked when the supplier looks):
 * answers the supplier's id when the account just became ready.
 */
export async function applyPayoutAccountStatus(
  db: Db,
  accountId: string,
  status: ProviderPayoutStatus,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(payoutAccounts)
    .set({ status, updatedAt: now })
    .where(and(eq(payoutAccounts.accountId, accountId), eq(payoutAccounts.provider, "stripe")))
    .returning({ userId: payoutAccounts.userId });
  return row && status === "ready" ? row.userId : null;
}

/**
 * The supplier's payout status. A Stripe account still pending is asked about once more, so a
 * supplier back from onboarding sees it ready even before the webhook arrives.
 */
export async function currentPayoutStatus(
  db: Db,
  payments: PaymentProvider,
  user: UserRow,
  now: Date,
  log: PaymentLog,
): Promise<PayoutStatus> {
  assertSupplier(user);
  const account = await accountOf(db, user.id);
  if (!account) return "not_started";
  if (account.status === "pending" && payments.name === "stripe" && account.provider === "stripe") {
    try {
      const status = await payments.payoutAccountStatus(account.accountId);
      if (status !== account.status)
        await applyPayoutAccountStatus(db, account.accountId, status, now);
      return status;
    } catch (error) {
      // The stored status stands until Stripe answers or its webhook arrives.
      log.error({ err: error }, "Payment provider failed to read a payout account");
    }
  }
  return account.status;
}
