import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponUsages, payments, processedPaymentEvents, users } from "#server/db/schema";
import { STRIPE_PRODUCT_ID } from "#server/lib/payments/stripe-provider";
import { createCoupon } from "#server/modules/coupons/coupons.service";
import { CreateCouponBody } from "#shared/contracts/coupons";
import type { NotificationList } from "#shared/contracts/notifications";
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  PAYMENT_PROVIDER_UNAVAILABLE_MESSAGE,
  type PaymentIntentResponse,
  type PlanType,
  TEST_PAYMENTS_UNAVAILABLE_MESSAGE,
} from "#shared/contracts/payments";
import type { SubscriptionView } from "#shared/contracts/subscriptions";
import type { UserProfile } from "#shared/contracts/users";
import { expectError } from "#tests/support/expect-error";
import { type FakeStripeApi, startFakeStripeApi } from "#tests/support/fake-stripe-api";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

const WEBHOOK_SECRET = "whsec_eventeazy_test_secret";
const DAY_SECONDS = 24 * 60 * 60;

let t: TestApp;
let fake: FakeStripeApi;
let eventCounter = 0;
let invoiceCounter = 0;
const signer = new Stripe("sk_test_signing_only");

const db = () => t.database.handle.db;

const newSupplier = () => registerAccount(t.app, { role: "supplier" });

async function started(
  account: TestAccount,
  planType: PlanType = "monthly",
  couponCode?: string,
): Promise<PaymentIntentResponse> {
  const response = await injectAs(t.app, account.cookie, {
    method: "POST",
    url: "/api/create-payment-intent",
    payload: { planType, ...(couponCode ? { couponCode } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentIntentResponse>();
}

async function userRow(account: TestAccount) {
  const [row] = await db().select().from(users).where(eq(users.id, account.user.id));
  if (!row) throw new Error("no such user");
  return row;
}

async function me(account: TestAccount): Promise<UserProfile> {
  return (await injectAs(t.app, account.cookie, { method: "GET", url: "/api/auth/me" })).json();
}

async function subscriptionOf(account: TestAccount): Promise<SubscriptionView> {
  return (
    await injectAs(t.app, account.cookie, { method: "GET", url: "/api/subscription" })
  ).json();
}

async function notificationTitles(account: TestAccount): Promise<string[]> {
  const response = await injectAs(t.app, account.cookie, {
    method: "GET",
    url: "/api/notifications",
  });
  return response.json<NotificationList>().notifications.map((item) => item.title);
}

function event(type: string, object: Record<string, unknown>, id?: string) {
  eventCounter += 1;
  return {
    id: id ?? `evt_test_${process.pid}_${eventCounter}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

interface InvoiceInput {
  customer: string;
  subscription: string;
  userId: number;
  planType?: PlanType;
  amountPaid?: number;
  periodEnd: number;
  billingReason?: string;
  id?: string;
}

function invoice(input: InvoiceInput) {
  invoiceCounter += 1;
  return {
    id: input.id ?? `in_test_${process.pid}_${invoiceCounter}`,
    object: "invoice",
    customer: input.customer,
    amount_paid: input.amountPaid ?? 2000,
    billing_reason: input.billingReason ?? "subscription_create",
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: {
        subscription: input.subscription,
        metadata: { userId: String(input.userId), planType: input.planType ?? "monthly" },
      },
    },
    lines: {
      object: "list",
      data: [
        { id: "il_1", period: { start: input.periodEnd - 30 * DAY_SECONDS, end: input.periodEnd } },
      ],
    },
  };
}

function subscriptionObject(id: string, customer: string, cancelAtPeriodEnd = false) {
  return {
    id,
    object: "subscription",
    customer,
    cancel_at_period_end: cancelAtPeriodEnd,
    metadata: {},
  };
}

/** Posts an event to the webhook as Stripe would: the exact bytes, signed with the secret. */
function deliver(
  payload: object,
  { secret = WEBHOOK_SECRET, signature }: { secret?: string; signature?: string | null } = {},
) {
  const body = JSON.stringify(payload);
  const header =
    signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload: body, secret })
      : signature;
  return t.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: {
      "content-type": "application/json; charset=utf-8",
      ...(header === null ? {} : { "stripe-signature": header }),
    },
    payload: body,
  });
}

async function delivered(payload: object) {
  const response = await deliver(payload);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ received: true });
}

/** A supplier whose first Stripe invoice is paid: their subscription and customer ids. */
async function paidSupplier(planType: PlanType = "monthly") {
  const supplier = await newSupplier();
  await started(supplier, planType);
  const row = await userRow(supplier);
  const [payment] = await db().select().from(payments).where(eq(payments.userId, supplier.user.id));
  const subscription = payment?.providerReference as string;
  const customer = row.stripeCustomerId as string;
  const periodEnd = Math.floor(Date.now() / 1000) + 30 * DAY_SECONDS;
  await delivered(
    event(
      "invoice.paid",
      invoice({ customer, subscription, userId: supplier.user.id, planType, periodEnd }),
    ),
  );
  return { supplier, subscription, customer, periodEnd };
}

beforeAll(async () => {
  fake = await startFakeStripeApi();
  t = await createTestApp({
    REGISTER_RATE_LIMIT: "10000",
    STRIPE_SECRET_KEY: "sk_test_eventeazy",
    STRIPE_PUBLISHABLE_KEY: "pk_test_eventeazy",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("starting a subscription with Stripe", () => {
  it("tells the plans page that Stripe takes the payments", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/api/payments/provider" });
    expect(answer.json()).toEqual({ provider: "stripe" });
  });

  it("creates a customer and an incomplete subscription and answers its first invoice's client secret", async () => {
    const supplier = await newSupplier();
    const intent = await started(supplier, "monthly");
    expect(intent).toMatchObject({
      freeSubscription: false,
      freeAccount: false,
      provider: "stripe",
      publishableKey: "pk_test_eventeazy",
      planType: "monthly",
      amountPence: 2000,
    });
    expect(intent.clientSecret).toMatch(/^pi_for_in_fake\d+_secret_fake$/);

    const [customerCall] = fake.callsTo("POST", "/v1/customers").slice(-1);
    expect(customerCall?.params).toMatchObject({
      email: supplier.user.email,
      "metadata[userId]": String(supplier.user.id),
    });
    const [subscriptionCall] = fake.callsTo("POST", "/v1/subscriptions").slice(-1);
    const row = await userRow(supplier);
    expect(subscriptionCall?.params).toMatchObject({
      customer: row.stripeCustomerId,
      payment_behavior: "default_incomplete",
      "payment_settings[save_default_payment_method]": "on_subscription",
      "expand[0]": "latest_invoice.confirmation_secret",
      "items[0][price_data][currency]": "gbp",
      "items[0][price_data][product]": STRIPE_PRODUCT_ID,
      "items[0][price_data][unit_amount]": "2000",
      "items[0][price_data][recurring][interval]": "month",
      "metadata[userId]": String(supplier.user.id),
      "metadata[planType]": "monthly",
    });
    expect(subscriptionCall?.idempotencyKey).toMatch(/^eventeazy-subscription-\d+$/);
    expect(fake.callsTo("POST", "/v1/products")).toHaveLength(1);

    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.userId, supplier.user.id));
    expect(payment).toMatchObject({
      provider: "stripe",
      status: "pending",
      clientSecretHash: null,
    });
    expect(payment?.providerReference).toMatch(/^sub_fake\d+$/);
    // Nothing is active until Stripe says the invoice is paid.
    expect((await me(supplier)).subscriptionActive).toBe(false);
  });

  it("reuses the supplier's Stripe customer and bills a year at £200", async () => {
    const supplier = await newSupplier();
    await started(supplier, "monthly");
    const customers = fake.callsTo("POST", "/v1/customers").length;
    await started(supplier, "yearly");
    expect(fake.callsTo("POST", "/v1/customers")).toHaveLength(customers);
    const [yearly] = fake.callsTo("POST", "/v1/subscriptions").slice(-1);
    expect(yearly?.params).toMatchObject({
      customer: (await userRow(supplier)).stripeCustomerId,
      "items[0][price_data][unit_amount]": "20000",
      "items[0][price_data][recurring][interval]": "year",
    });
  });

  it("takes a coupon off the first invoice with a one-off Stripe coupon", async () => {
    const coupon = await createCoupon(
      db(),
      CreateCouponBody.parse({
        code: `STRIPE${process.pid}`,
        discountType: "percent",
        discountValue: 20,
      }),
    );
    const supplier = await newSupplier();
    const intent = await started(supplier, "monthly", coupon.code);
    expect(intent.amountPence).toBe(1600);
    const [couponCall] = fake.callsTo("POST", "/v1/coupons").slice(-1);
    expect(couponCall?.params).toMatchObject({
      amount_off: "400",
      currency: "gbp",
      duration: "once",
      max_redemptions: "1",
    });
    const [subscriptionCall] = fake.callsTo("POST", "/v1/subscriptions").slice(-1);
    expect(subscriptionCall?.params["discounts[0][coupon]"]).toMatch(/^coupon_fake\d+$/);
    // The use is recorded when Stripe reports the payment, not before.
    const usages = () =>
      db().select().from(couponUsages).where(eq(couponUsages.couponId, coupon.id));
    expect(await usages()).toEqual([]);

    const row = await userRow(supplier);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.userId, supplier.user.id));
    await delivered(
      event(
        "invoice.paid",
        invoice({
          customer: row.stripeCustomerId as string,
          subscription: payment?.providerReference as string,
          userId: supplier.user.id,
          amountPaid: 1600,
          periodEnd: Math.floor(Date.now() / 1000) + 30 * DAY_SECONDS,
        }),
      ),
    );
    expect((await usages()).map((usage) => usage.userId)).toEqual([supplier.user.id]);
    const [completed] = await db()
      .select()
      .from(payments)
      .where(eq(payments.id, payment?.id as number));
    expect(completed).toMatchObject({
      status: "succeeded",
      amountPence: 1600,
      couponId: coupon.id,
    });
  });

  it("activates a plan a coupon makes free without calling Stripe", async () => {
    const coupon = await createCoupon(
      db(),
      CreateCouponBody.parse({
        code: `STRIPEFREE${process.pid}`,
        discountType: "percent",
        discountValue: 100,
      }),
    );
    const supplier = await newSupplier();
    const callsBefore = fake.calls.length;
    expect((await started(supplier, "monthly", coupon.code)).freeSubscription).toBe(true);
    expect(fake.calls).toHaveLength(callsBefore);
    expect((await me(supplier)).subscriptionActive).toBe(true);
  });

  it("answers a Stripe failure as 502 and keeps no pending payment", async () => {
    const supplier = await newSupplier();
    fake.failNext("/v1/subscriptions", 400);
    const response = await injectAs(t.app, supplier.cookie, {
      method: "POST",
      url: "/api/create-payment-intent",
      payload: { planType: "monthly" },
    });
    expectError(response, 502, PAYMENT_PROVIDER_UNAVAILABLE_MESSAGE);
    const rows = await db().select().from(payments).where(eq(payments.userId, supplier.user.id));
    expect(rows).toEqual([]);
  });

  it("has no test card form", async () => {
    const supplier = await newSupplier();
    const { clientSecret } = await started(supplier);
    const response = await injectAs(t.app, supplier.cookie, {
      method: "POST",
      url: "/api/payments/test/confirm",
      payload: {
        clientSecret,
        name: "A",
        cardNumber: "4242424242424242",
        expiry: "12/40",
        cvc: "123",
      },
    });
    expectError(response, 404, TEST_PAYMENTS_UNAVAILABLE_MESSAGE);
    expect((await me(supplier)).subscriptionActive).toBe(false);
  });

  it("lets the page's security policy load Stripe.js and its frames", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(policy).toContain(
      "frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    );
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
  });
});

describe("POST /api/stripe/webhook", () => {
  it("activates the plan when the first invoice is paid, until the period Stripe billed", async () => {
    const { supplier, subscription, periodEnd } = await paidSupplier("monthly");
    const row = await userRow(supplier);
    expect(row).toMatchObject({
      subscriptionActive: true,
      subscriptionType: "monthly",
      stripeSubscriptionId: subscription,
      subscriptionCancelAtPeriodEnd: false,
    });
    expect(row.subscriptionExpiry?.getTime()).toBe(periodEnd * 1000);
    expect(await subscriptionOf(supplier)).toMatchObject({
      plan: "monthly",
      status: "active",
      renewsAutomatically: true,
      canCancel: true,
      canExtend: false,
    });
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.userId, supplier.user.id));
    expect(payment).toMatchObject({ status: "succeeded", amountPence: 2000 });
    expect(await notificationTitles(supplier)).toEqual(["Subscription activated"]);
  });

  it("applies an event once: a replay, or the same invoice reported again, changes nothing", async () => {
    const supplier = await newSupplier();
    await started(supplier);
    const row = await userRow(supplier);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.userId, supplier.user.id));
    const paidInvoice = invoice({
      customer: row.stripeCustomerId as string,
      subscription: payment?.providerReference as string,
      userId: supplier.user.id,
      periodEnd: Math.floor(Date.now() / 1000) + 30 * DAY_SECONDS,
    });
    const paidEvent = event("invoice.paid", paidInvoice);
    await delivered(paidEvent);
    const after = await userRow(supplier);

    await delivered(paidEvent);
    await delivered(event("invoice.payment_succeeded", paidInvoice));
    const again = await userRow(supplier);
    expect(again.subscriptionExpiry).toEqual(after.subscriptionExpiry);
    expect(
      await db().select().from(payments).where(eq(payments.userId, supplier.user.id)),
    ).toHaveLength(1);
    expect(await notificationTitles(supplier)).toEqual(["Subscription activated"]);
    const recorded = await db()
      .select()
      .from(processedPaymentEvents)
      .where(eq(processedPaymentEvents.id, paidEvent.id));
    expect(recorded).toHaveLength(1);
  });

  it("extends the plan when Stripe renews it", async () => {
    const { supplier, subscription, customer, periodEnd } = await paidSupplier("monthly");
    const nextEnd = periodEnd + 31 * DAY_SECONDS;
    await delivered(
      event(
        "invoice.paid",
        invoice({
          customer,
          subscription,
          userId: supplier.user.id,
          periodEnd: nextEnd,
          billingReason: "subscription_cycle",
        }),
      ),
    );
    expect((await userRow(supplier)).subscriptionExpiry?.getTime()).toBe(nextEnd * 1000);
    const rows = await db().select().from(payments).where(eq(payments.userId, supplier.user.id));
    expect(rows.map((row) => row.status)).toEqual(["succeeded", "succeeded"]);
    expect(await notificationTitles(supplier)).toEqual([
      "Subscription renewed",
      "Subscription activated",
    ]);
  });

  it("refuses a second Stripe subscription while one is live", async () => {
    const { supplier } = await paidSupplier();
    const response = await injectAs(t.app, supplier.cookie, {
      method: "POST",
      url: "/api/create-payment-intent",
      payload: { planType: "yearly" },
    });
    expectError(response, 409, ALREADY_SUBSCRIBED_MESSAGE);
  });

  it("cancels at period end in Stripe too, and Stripe's echo of it changes nothing more", async () => {
    const { supplier, subscription, customer, periodEnd } = await paidSupplier();
    const response = await injectAs(t.app, supplier.cookie, {
      method: "POST",
      url: "/api/subscription/cancel",
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const [update] = fake.callsTo("POST", `/v1/subscriptions/${subscription}`);
    expect(update?.params).toEqual({ cancel_at_period_end: "true" });
    expect(await subscriptionOf(supplier)).toMatchObject({
      status: "cancelling",
      renewsAutomatically: false,
    });

    await delivered(
      event("customer.subscription.updated", subscriptionObject(subscription, customer, true)),
    );
    expect(await notificationTitles(supplier)).toEqual([
      "Subscription cancelled",
      "Subscription activated",
    ]);
    const row = await userRow(supplier);
    expect(row.subscriptionExpiry?.getTime()).toBe(periodEnd * 1000);
    expect((await me(supplier)).subscriptionActive).toBe(true);
  });

  it("keeps the plan renewing when Stripe cannot be told to cancel", async () => {
    const { supplier, subscription } = await paidSupplier();
    fake.failNext(`/v1/subscriptions/${subscription}`, 400);
    const response = await injectAs(t.app, supplier.cookie, {
      method: "POST",
      url: "/api/subscription/cancel",
      payload: {},
    });
    expectError(response, 502, PAYMENT_PROVIDER_UNAVAILABLE_MESSAGE);
    expect((await userRow(supplier)).subscriptionCancelAtPeriodEnd).toBe(false);
  });

  it("follows a cancellation made on Stripe's side, and its undoing", async () => {
    const { supplier, subscription, customer } = await paidSupplier();
    await delivered(
      event("customer.subscription.updated", subscriptionObject(subscription, customer, true)),
    );
    expect((await userRow(supplier)).subscriptionCancelAtPeriodEnd).toBe(true);
    expect((await notificationTitles(supplier))[0]).toBe("Subscription cancelled");
    await delivered(
      event("customer.subscription.updated", subscriptionObject(subscription, customer, false)),
    );
    expect((await userRow(supplier)).subscriptionCancelAtPeriodEnd).toBe(false);
  });

  it("ends the plan when Stripe deletes the subscription, but not for another subscription", async () => {
    const { supplier, subscription, customer } = await paidSupplier();
    await delivered(
      event("customer.subscription.deleted", subscriptionObject("sub_abandoned", customer)),
    );
    expect((await me(supplier)).subscriptionActive).toBe(true);

    await delivered(
      event("customer.subscription.deleted", subscriptionObject(subscription, customer)),
    );
    const row = await userRow(supplier);
    expect(row).toMatchObject({ subscriptionActive: false, stripeSubscriptionId: null });
    expect((await me(supplier)).subscriptionActive).toBe(false);
    expect((await subscriptionOf(supplier)).plan).toBe("free");
    expect((await notificationTitles(supplier))[0]).toBe("Subscription ended");
  });

  it("tells the supplier when a payment fails and leaves access as it is", async () => {
    const { supplier, subscription, customer } = await paidSupplier();
    const before = await userRow(supplier);
    const failed = {
      ...invoice({ customer, subscription, userId: supplier.user.id, periodEnd: 0 }),
      billing_reason: "subscription_cycle",
    };
    await delivered(event("invoice.payment_failed", failed));
    const after = await userRow(supplier);
    expect(after.subscriptionActive).toBe(true);
    expect(after.subscriptionExpiry).toEqual(before.subscriptionExpiry);
    expect((await notificationTitles(supplier))[0]).toBe("Payment failed");
  });

  it("answers 400 to anything not signed with the webhook secret, and applies nothing", async () => {
    const supplier = await newSupplier();
    await started(supplier);
    const row = await userRow(supplier);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.userId, supplier.user.id));
    const forged = event(
      "invoice.paid",
      invoice({
        customer: row.stripeCustomerId as string,
        subscription: payment?.providerReference as string,
        userId: supplier.user.id,
        periodEnd: Math.floor(Date.now() / 1000) + 365 * DAY_SECONDS,
      }),
    );
    expectError(await deliver(forged, { secret: "whsec_someone_else" }), 400, "Invalid signature.");
    expectError(await deliver(forged, { signature: null }), 400, "Invalid signature.");
    const signedOther = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify({ ...forged, id: "evt_other" }),
      secret: WEBHOOK_SECRET,
    });
    expectError(await deliver(forged, { signature: signedOther }), 400, "Invalid signature.");

    expect((await me(supplier)).subscriptionActive).toBe(false);
    const recorded = await db()
      .select()
      .from(processedPaymentEvents)
      .where(eq(processedPaymentEvents.id, forged.id));
    expect(recorded).toEqual([]);
  });

  it("acknowledges events it does not act on", async () => {
    await delivered(event("customer.created", { id: "cus_unrelated", object: "customer" }));
  });
});
