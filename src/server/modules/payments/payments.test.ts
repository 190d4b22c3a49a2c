import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons, couponUsages, payments, users } from "#server/db/schema";
import { createCoupon } from "#server/modules/coupons/coupons.service";
import {
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_INACTIVE_MESSAGE,
  COUPON_NOT_FOUND_MESSAGE,
  COUPON_USED_UP_MESSAGE,
  CreateCouponBody,
} from "#shared/contracts/coupons";
import type { NotificationList } from "#shared/contracts/notifications";
import {
  CARD_DECLINED_MESSAGE,
  FREE_ACCOUNT_MESSAGE,
  INSUFFICIENT_FUNDS_MESSAGE,
  PAYMENT_COMPLETED_MESSAGE,
  PAYMENT_EXPIRED_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  PAYMENT_SUCCEEDED_MESSAGE,
  type PaymentIntentResponse,
  type PaymentResult,
  type PlanType,
  UNKNOWN_TEST_CARD_MESSAGE,
} from "#shared/contracts/payments";
import { ONLY_SUPPLIERS_SUBSCRIBE_MESSAGE } from "#shared/contracts/subscriptions";
import type { UserProfile } from "#shared/contracts/users";
import { FREE_SUBSCRIPTION_MESSAGE } from "#shared/domain/plans";
import { expectError } from "#tests/support/expect-error";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

const LIFETIME_EMAIL = "lifetime.supplier@example.test";
const GOOD_CARD = {
  name: "Priya Shah",
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/39",
  cvc: "123",
};
const DECLINED_CARD = { ...GOOD_CARD, cardNumber: "4000 0000 0000 0002" };

let t: TestApp;
let organizer: TestAccount;
let codeCounter = 0;

const db = () => t.database.handle.db;

function newCoupon(input: Partial<CreateCouponBody> = {}) {
  codeCounter += 1;
  return createCoupon(
    db(),
    CreateCouponBody.parse({
      code: `PAY${process.pid}X${codeCounter}`,
      discountType: "percent",
      discountValue: 20,
      ...input,
    }),
  );
}

const newSupplier = (overrides: Parameters<typeof registerAccount>[1] = {}) =>
  registerAccount(t.app, { role: "supplier", ...overrides });

const startPayment = (
  account: TestAccount,
  planType: PlanType | string = "monthly",
  couponCode?: string,
) =>
  injectAs(t.app, account.cookie, {
    method: "POST",
    url: "/api/create-payment-intent",
    payload: { planType, ...(couponCode === undefined ? {} : { couponCode }) },
  });

async function started(
  account: TestAccount,
  planType: PlanType = "monthly",
  couponCode?: string,
): Promise<PaymentIntentResponse> {
  const response = await startPayment(account, planType, couponCode);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentIntentResponse>();
}

const confirm = (account: TestAccount, clientSecret: string, card: object = GOOD_CARD) =>
  injectAs(t.app, account.cookie, {
    method: "POST",
    url: "/api/payments/test/confirm",
    payload: { clientSecret, ...card },
  });

async function paid(account: TestAccount, clientSecret: string): Promise<PaymentResult> {
  const response = await confirm(account, clientSecret);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentResult>();
}

async function me(account: TestAccount): Promise<UserProfile> {
  const response = await injectAs(t.app, account.cookie, { method: "GET", url: "/api/auth/me" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserProfile>();
}

async function notificationsOf(account: TestAccount) {
  const response = await injectAs(t.app, account.cookie, {
    method: "GET",
    url: "/api/notifications",
  });
  return response.json<NotificationList>().notifications;
}

async function couponState(couponId: number) {
  const [coupon] = await db().select().from(coupons).where(eq(coupons.id, couponId));
  const usages = await db().select().from(couponUsages).where(eq(couponUsages.couponId, couponId));
  return { currentUses: coupon?.currentUses, usedBy: usages.map((usage) => usage.userId) };
}

/** `date` moved on by whole calendar months, as PostgreSQL adds an interval in UTC. */
function monthsAfter(date: Date, months: number): Date {
  const moved = new Date(date);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
}

function expectBetween(value: string | null, earliest: Date, latest: Date) {
  expect(value).not.toBeNull();
  const time = new Date(value as string).getTime();
  expect(time).toBeGreaterThanOrEqual(earliest.getTime());
  expect(time).toBeLessThanOrEqual(latest.getTime());
}

beforeAll(async () => {
  t = await createTestApp({
    REGISTER_RATE_LIMIT: "10000",
    FREE_ACCESS_EMAILS: `someone.else@example.test, ${LIFETIME_EMAIL.toUpperCase()}`,
  });
  organizer = await registerAccount(t.app);
});
afterAll(() => t.close());

describe("POST /api/create-payment-intent", () => {
  it("requires a signed-in supplier", async () => {
    const guest = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      payload: { planType: "monthly" },
    });
    expectError(guest, 401);
    expectError(await startPayment(organizer), 403, ONLY_SUPPLIERS_SUBSCRIBE_MESSAGE);
  });

  it("refuses a plan that does not exist", async () => {
    const supplier = await newSupplier();
    expectError(await startPayment(supplier, "weekly"), 400);
  });

  it("starts a pending payment at the plan's price and changes nothing yet", async () => {
    const supplier = await newSupplier();
    const monthly = await started(supplier, "monthly");
    expect(monthly).toMatchObject({
      freeSubscription: false,
      freeAccount: false,
      provider: "test",
      publishableKey: null,
      planType: "monthly",
      amountPence: 2000,
    });
    expect(monthly.clientSecret).toMatch(/^test_pi_\d+_secret_/);
    expect((await started(supplier, "yearly")).amountPence).toBe(20000);

    const rows = await db().select().from(payments).where(eq(payments.userId, supplier.user.id));
    expect(rows.map((row) => [row.status, row.planType, row.amountPence])).toEqual(
      expect.arrayContaining([
        ["pending", "monthly", 2000],
        ["pending", "yearly", 20000],
      ]),
    );
    // Only a hash of the secret is kept.
    expect(rows.some((row) => row.clientSecretHash === monthly.clientSecret)).toBe(false);
    expect((await me(supplier)).subscriptionActive).toBe(false);
  });

  it("answers freeAccount for an address in FREE_ACCESS_EMAILS, whatever its case", async () => {
    const lifetime = await newSupplier({ email: LIFETIME_EMAIL });
    expect(await started(lifetime)).toEqual({
      clientSecret: null,
      freeSubscription: false,
      freeAccount: true,
      message: FREE_ACCOUNT_MESSAGE,
      provider: null,
      publishableKey: null,
      planType: "monthly",
      amountPence: 0,
    });
    const rows = await db().select().from(payments).where(eq(payments.userId, lifetime.user.id));
    expect(rows).toEqual([]);
  });

  it("limits how many payments one session may start", async () => {
    const supplier = await newSupplier();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1)
      statuses.push((await startPayment(supplier)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("answers freeAccount for an account granted free access", async () => {
    const granted = await newSupplier();
    await db().update(users).set({ freeAccess: true }).where(eq(users.id, granted.user.id));
    expect(await started(granted, "yearly")).toMatchObject({
      freeAccount: true,
      clientSecret: null,
    });
  });
});

describe("paying with the test card form", () => {
  it("keeps Stripe out of the page's security policy", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("frame-src 'none'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain("stripe");
  });

  it("activates a monthly plan with 4242 4242 4242 4242 and tells the supplier", async () => {
    const supplier = await newSupplier();
    const { clientSecret } = await started(supplier, "monthly");
    const before = new Date();
    const result = await paid(supplier, clientSecret as string);
    const after = new Date();

    expect(result.message).toBe(PAYMENT_SUCCEEDED_MESSAGE);
    expect(result.subscription).toMatchObject({
      plan: "monthly",
      status: "active",
      renewsAutomatically: false,
      canCancel: true,
      canExtend: true,
    });
    expectBetween(result.subscription.expiresAt, monthsAfter(before, 1), monthsAfter(after, 1));

    const profile = await me(supplier);
    expect(profile).toMatchObject({ subscriptionActive: true, subscriptionType: "monthly" });
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.userId, supplier.user.id));
    expect(payment).toMatchObject({ status: "succeeded", provider: "test", amountPence: 2000 });
    expect(payment?.completedAt).toBeInstanceOf(Date);

    const [notification] = await notificationsOf(supplier);
    expect(notification).toMatchObject({
      type: "payment",
      title: "Subscription activated",
      linkTo: "/profile",
      read: false,
    });
    expect(notification?.description).toContain("Standard monthly plan is active until");
  });

  it("activates a yearly plan for a year", async () => {
    const supplier = await newSupplier();
    const { clientSecret } = await started(supplier, "yearly");
    const before = new Date();
    const result = await paid(supplier, clientSecret as string);
    expect(result.subscription.plan).toBe("yearly");
    expectBetween(
      result.subscription.expiresAt,
      monthsAfter(before, 12),
      monthsAfter(new Date(), 12),
    );
  });

  it("declines 4000 0000 0000 0002 with the card's message and changes nothing", async () => {
    const supplier = await newSupplier();
    const { clientSecret } = await started(supplier);
    const declined = await confirm(supplier, clientSecret as string, DECLINED_CARD);
    expect(expectError(declined, 402, CARD_DECLINED_MESSAGE).code).toBe("card_declined");

    expect((await me(supplier)).subscriptionActive).toBe(false);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.userId, supplier.user.id));
    expect(payment?.status).toBe("pending");
    expect(await notificationsOf(supplier)).toEqual([]);

    // The same payment can then be made with a card that works.
    expect((await paid(supplier, clientSecret as string)).subscription.status).toBe("active");
  });

  it("declines other cards as Stripe's test mode does", async () => {
    const supplier = await newSupplier();
    const { clientSecret } = await started(supplier);
    const secret = clientSecret as string;
    expectError(
      await confirm(supplier, secret, { ...GOOD_CARD, cardNumber: "4000000000009995" }),
      402,
      INSUFFICIENT_FUNDS_MESSAGE,
    );
    expectError(
      await confirm(supplier, secret, { ...GOOD_CARD, cardNumber: "5555 5555 5555 4444" }),
      402,
      UNKNOWN_TEST_CARD_MESSAGE,
    );
    expect((await me(supplier)).subscriptionActive).toBe(false);
  });

  it("refuses card details that cannot be right, field by field", async () => {
    const supplier = await newSupplier();
    const { clientSecret } = await started(supplier);
    const cases: [object, string, string][] = [
      [{ cardNumber: "4242 4242 4242 4241" }, "cardNumber", "Your card number is invalid."],
      [{ cardNumber: "" }, "cardNumber", "Please enter your card number."],
      [{ expiry: "13/30" }, "expiry", "Please enter the expiry date as MM/YY."],
      [{ expiry: "1230" }, "expiry", "Please enter the expiry date as MM/YY."],
      [{ expiry: "01/20" }, "expiry", "Your card's expiry date is in the past."],
      [{ expiry: "" }, "expiry", "Please enter the expiry date."],
      [{ cvc: "12" }, "cvc", "Your card's security code is invalid."],
      [{ cvc: "" }, "cvc", "Please enter the security code (CVC)."],
      [{ name: "  " }, "name", "Please enter the name on the card."],
    ];
    for (const [change, field, message] of cases) {
      const response = await confirm(supplier, clientSecret as string, { ...GOOD_CARD, ...change });
      const body = expectError(response, 400);
      expect(body.fieldErrors?.[field], JSON.stringify(change)).toEqual([message]);
    }
    expect((await me(supplier)).subscriptionActive).toBe(false);
  });

  it("completes a payment once: a second confirmation is refused", async () => {
    const supplier = await newSupplier();
    const { clientSecret } = await started(supplier);
    const first = await paid(supplier, clientSecret as string);
    expectError(await confirm(supplier, clientSecret as string), 409, PAYMENT_COMPLETED_MESSAGE);
    const [profile] = await db().select().from(users).where(eq(users.id, supplier.user.id));
    expect(profile?.subscriptionExpiry?.toISOString()).toBe(first.subscription.expiresAt);
  });

  it("completes a payment once even when confirmed twice at the same moment", async () => {
    const supplier = await newSupplier();
    const { clientSecret } = await started(supplier);
    const answers = await Promise.all([
      confirm(supplier, clientSecret as string),
      confirm(supplier, clientSecret as string),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const profile = await me(supplier);
    expectBetween(
      profile.subscriptionExpiry,
      monthsAfter(new Date(Date.now() - 60_000), 1),
      monthsAfter(new Date(), 1),
    );
  });

  it("finds only the payer's own payments", async () => {
    const payer = await newSupplier();
    const other = await newSupplier();
    const { clientSecret } = await started(payer);
    expectError(await confirm(other, clientSecret as string), 404, PAYMENT_NOT_FOUND_MESSAGE);
    expectError(await confirm(payer, "test_pi_1_secret_made-up"), 404, PAYMENT_NOT_FOUND_MESSAGE);
    expect((await me(other)).subscriptionActive).toBe(false);
  });

  it("lets a card form left open for over an hour expire", async () => {
    const supplier = await newSupplier();
    const { clientSecret } = await started(supplier);
    await db()
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(payments.userId, supplier.user.id));
    expectError(await confirm(supplier, clientSecret as string), 409, PAYMENT_EXPIRED_MESSAGE);
    expect((await me(supplier)).subscriptionActive).toBe(false);
  });

  it("extends a live plan from its expiry, and a lapsed one from now", async () => {
    const supplier = await newSupplier();
    const first = await paid(supplier, (await started(supplier, "monthly")).clientSecret as string);
    const firstExpiry = new Date(first.subscription.expiresAt as string);

    const second = await paid(supplier, (await started(supplier, "yearly")).clientSecret as string);
    expect(second.subscription.plan).toBe("yearly");
    expect(second.subscription.expiresAt).toBe(monthsAfter(firstExpiry, 12).toISOString());

    await db()
      .update(users)
      .set({ subscriptionExpiry: new Date(Date.now() - 24 * 60 * 60 * 1000) })
      .where(eq(users.id, supplier.user.id));
    expect((await me(supplier)).subscriptionActive).toBe(false);
    const before = new Date();
    const third = await paid(supplier, (await started(supplier, "monthly")).clientSecret as string);
    expectBetween(third.subscription.expiresAt, monthsAfter(before, 1), monthsAfter(new Date(), 1));
  });

  it("is not the way to pay for organizers", async () => {
    expectError(
      await confirm(organizer, "test_pi_1_secret_x"),
      403,
      ONLY_SUPPLIERS_SUBSCRIBE_MESSAGE,
    );
  });
});

describe("coupons at payment time", () => {
  it("charges the discounted price and records the use only once the payment succeeds", async () => {
    const coupon = await newCoupon({ discountType: "percent", discountValue: 20, maxUses: 10 });
    const supplier = await newSupplier();
    const intent = await started(supplier, "yearly", coupon.code.toLowerCase());
    expect(intent.amountPence).toBe(16000);
    expect(await couponState(coupon.id)).toEqual({ currentUses: 0, usedBy: [] });

    const declined = await confirm(supplier, intent.clientSecret as string, DECLINED_CARD);
    expectError(declined, 402);
    expect(await couponState(coupon.id)).toEqual({ currentUses: 0, usedBy: [] });

    await paid(supplier, intent.clientSecret as string);
    expect(await couponState(coupon.id)).toEqual({
      currentUses: 1,
      usedBy: [supplier.user.id],
    });
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.userId, supplier.user.id));
    expect(payment).toMatchObject({ amountPence: 16000, couponId: coupon.id, status: "succeeded" });

    // Once per user.
    expectError(
      await startPayment(supplier, "monthly", coupon.code),
      400,
      COUPON_ALREADY_USED_MESSAGE,
    );
  });

  it("takes a fixed discount in pence", async () => {
    const coupon = await newCoupon({ discountType: "fixed", discountValue: 550 });
    const supplier = await newSupplier();
    expect((await started(supplier, "monthly", coupon.code)).amountPence).toBe(1450);
  });

  it("refuses a coupon that is not valid with its reason", async () => {
    const supplier = await newSupplier();
    const inactive = await newCoupon({ isActive: false });
    const refused = expectError(await startPayment(supplier, "monthly", "NOPE-NOT-A-CODE"), 400);
    expect(refused).toMatchObject({
      message: COUPON_NOT_FOUND_MESSAGE,
      fieldErrors: { couponCode: [COUPON_NOT_FOUND_MESSAGE] },
    });
    expectError(
      await startPayment(supplier, "monthly", inactive.code),
      400,
      COUPON_INACTIVE_MESSAGE,
    );
    // An empty box is no coupon at all.
    expect((await started(supplier, "monthly", "")).amountPence).toBe(2000);
  });

  it("checks the coupon again when the card is charged", async () => {
    const coupon = await newCoupon();
    const supplier = await newSupplier();
    const intent = await started(supplier, "monthly", coupon.code);
    await db().update(coupons).set({ isActive: false }).where(eq(coupons.id, coupon.id));
    expectError(
      await confirm(supplier, intent.clientSecret as string),
      409,
      COUPON_INACTIVE_MESSAGE,
    );
    expect((await me(supplier)).subscriptionActive).toBe(false);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.userId, supplier.user.id));
    expect(payment?.status).toBe("pending");
  });

  it("activates a plan a coupon makes free without any payment", async () => {
    const coupon = await newCoupon({ discountValue: 100, maxUses: 100 });
    const supplier = await newSupplier();
    const before = new Date();
    expect(await started(supplier, "yearly", coupon.code)).toEqual({
      clientSecret: null,
      freeSubscription: true,
      freeAccount: false,
      message: FREE_SUBSCRIPTION_MESSAGE,
      provider: null,
      publishableKey: null,
      planType: "yearly",
      amountPence: 0,
    });
    const profile = await me(supplier);
    expect(profile).toMatchObject({ subscriptionActive: true, subscriptionType: "yearly" });
    expectBetween(profile.subscriptionExpiry, monthsAfter(before, 12), monthsAfter(new Date(), 12));
    expect(await couponState(coupon.id)).toEqual({ currentUses: 1, usedBy: [supplier.user.id] });
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.userId, supplier.user.id));
    expect(payment).toMatchObject({ provider: null, amountPence: 0, status: "succeeded" });
    expect((await notificationsOf(supplier))[0]?.title).toBe("Subscription activated");

    expectError(
      await startPayment(supplier, "yearly", coupon.code),
      400,
      COUPON_ALREADY_USED_MESSAGE,
    );
  });

  it("gives the last use to exactly one of two suppliers paying at once", async () => {
    const coupon = await newCoupon({ maxUses: 1 });
    const [first, second] = await Promise.all([newSupplier(), newSupplier()]);
    const [firstIntent, secondIntent] = await Promise.all([
      started(first, "monthly", coupon.code),
      started(second, "monthly", coupon.code),
    ]);
    const answers = await Promise.all([
      confirm(first, firstIntent.clientSecret as string),
      confirm(second, secondIntent.clientSecret as string),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json<{ message: string }>().message).toBe(COUPON_USED_UP_MESSAGE);

    const state = await couponState(coupon.id);
    expect(state.currentUses).toBe(1);
    expect(state.usedBy).toHaveLength(1);
    const subscribed = await Promise.all([me(first), me(second)]);
    expect(subscribed.filter((profile) => profile.subscriptionActive)).toHaveLength(1);
    expect(subscribed.find((profile) => profile.subscriptionActive)?.id).toBe(state.usedBy[0]);
  });

  it("gives the last free activation to exactly one of two suppliers at once", async () => {
    const coupon = await newCoupon({ discountValue: 100, maxUses: 1 });
    const [first, second] = await Promise.all([newSupplier(), newSupplier()]);
    const answers = await Promise.all([
      startPayment(first, "monthly", coupon.code),
      startPayment(second, "monthly", coupon.code),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    const winners = answers.filter((answer) => answer.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.json<PaymentIntentResponse>().freeSubscription).toBe(true);
    // The loser is refused: either checked after the winner committed (400) or beaten to the
    // use while taking it (409); both say the coupon is used up.
    const loser = answers.find((answer) => answer.statusCode !== 200);
    expect([400, 409]).toContain(loser?.statusCode);
    expect(loser?.json<{ message: string }>().message).toBe(COUPON_USED_UP_MESSAGE);
    expect(statuses).toHaveLength(2);

    const state = await couponState(coupon.id);
    expect(state.currentUses).toBe(1);
    const active = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.subscriptionActive, true), eq(users.id, state.usedBy[0] as number)));
    expect(active).toHaveLength(1);
  });

  it("never lets one supplier use a coupon twice, even at the same moment", async () => {
    const coupon = await newCoupon({ maxUses: 10 });
    const supplier = await newSupplier();
    const [one, two] = await Promise.all([
      started(supplier, "monthly", coupon.code),
      started(supplier, "monthly", coupon.code),
    ]);
    const answers = await Promise.all([
      confirm(supplier, one.clientSecret as string),
      confirm(supplier, two.clientSecret as string),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(
      answers.find((answer) => answer.statusCode === 409)?.json<{ message: string }>().message,
    ).toBe(COUPON_ALREADY_USED_MESSAGE);
    expect(await couponState(coupon.id)).toEqual({ currentUses: 1, usedBy: [supplier.user.id] });
  });
});

describe("GET /api/payments/provider", () => {
  it("tells anyone, signed in or not, that the test provider takes the payments", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/api/payments/provider" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ provider: "test" });
  });
});

describe("API description", () => {
  it("lists the payment, coupon and subscription calls in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
      paths: Record<string, Record<string, { summary?: string }>>;
    }>();
    const expected: Array<[string, string]> = [
      ["/api/payments/provider", "get"],
      ["/api/validate-coupon", "post"],
      ["/api/create-payment-intent", "post"],
      ["/api/payments/test/confirm", "post"],
      ["/api/subscription/", "get"],
      ["/api/subscription/cancel", "post"],
    ];
    for (const [route, method] of expected)
      expect(doc.paths[route]?.[method]?.summary, `${method} ${route}`).toBeTruthy();
  });
});
