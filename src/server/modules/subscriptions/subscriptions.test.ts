import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
import type { NotificationList } from "#shared/contracts/notifications";
import type { PaymentIntentResponse, PlanType } from "#shared/contracts/payments";
import {
  ALREADY_CANCELLING_MESSAGE,
  type CancelSubscriptionResponse,
  NO_SUBSCRIPTION_TO_CANCEL_MESSAGE,
  type SubscriptionView,
} from "#shared/contracts/subscriptions";
import type { UserProfile } from "#shared/contracts/users";
import { formatLongDate } from "#shared/domain/format";
import { expectError } from "#tests/support/expect-error";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

const LIFETIME_EMAIL = "lifetime.subscriptions@example.test";

let t: TestApp;
let organizer: TestAccount;

const getSubscription = (account: TestAccount) =>
  injectAs(t.app, account.cookie, { method: "GET", url: "/api/subscription" });
const cancel = (account: TestAccount) =>
  injectAs(t.app, account.cookie, { method: "POST", url: "/api/subscription/cancel", payload: {} });

async function subscriptionOf(account: TestAccount): Promise<SubscriptionView> {
  const response = await getSubscription(account);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SubscriptionView>();
}

async function me(account: TestAccount): Promise<UserProfile> {
  return (await injectAs(t.app, account.cookie, { method: "GET", url: "/api/auth/me" })).json();
}

/** A supplier on a paid plan, paid through the test card form. */
async function subscribedSupplier(planType: PlanType = "monthly"): Promise<TestAccount> {
  const supplier = await registerAccount(t.app, { role: "supplier" });
  const intent = await injectAs(t.app, supplier.cookie, {
    method: "POST",
    url: "/api/create-payment-intent",
    payload: { planType },
  });
  const { clientSecret } = intent.json<PaymentIntentResponse>();
  const payment = await injectAs(t.app, supplier.cookie, {
    method: "POST",
    url: "/api/payments/test/confirm",
    payload: {
      clientSecret,
      name: "Sam Carter",
      cardNumber: "4242424242424242",
      expiry: "10/40",
      cvc: "999",
    },
  });
  expect(payment.statusCode, payment.body).toBe(200);
  return supplier;
}

beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT: "10000", FREE_ACCESS_EMAILS: LIFETIME_EMAIL });
  organizer = await registerAccount(t.app);
});
afterAll(() => t.close());

describe("GET /api/subscription", () => {
  it("requires a signed-in user", async () => {
    expectError(await t.app.inject({ method: "GET", url: "/api/subscription" }), 401);
  });

  it("shows the free plan to a new supplier and to organizers", async () => {
    const supplier = await registerAccount(t.app, { role: "supplier" });
    const free: SubscriptionView = {
      plan: "free",
      status: "free",
      expiresAt: null,
      renewsAutomatically: false,
      canCancel: false,
      canExtend: false,
    };
    expect(await subscriptionOf(supplier)).toEqual(free);
    expect(await subscriptionOf(organizer)).toEqual(free);
  });

  it("shows lifetime access for FREE_ACCESS_EMAILS and admin-granted accounts", async () => {
    const listed = await registerAccount(t.app, { role: "supplier", email: LIFETIME_EMAIL });
    const granted = await registerAccount(t.app, { role: "supplier" });
    await t.database.handle.db
      .update(users)
      .set({ freeAccess: true })
      .where(eq(users.id, granted.user.id));
    for (const account of [listed, granted])
      expect(await subscriptionOf(account)).toMatchObject({
        plan: "lifetime",
        status: "lifetime",
        canCancel: false,
      });
  });

  it("shows a paid plan with its end date", async () => {
    const supplier = await subscribedSupplier("yearly");
    const profile = await me(supplier);
    expect(await subscriptionOf(supplier)).toEqual({
      plan: "yearly",
      status: "active",
      expiresAt: profile.subscriptionExpiry,
      renewsAutomatically: false,
      canCancel: true,
      canExtend: true,
    });
  });
});

describe("POST /api/subscription/cancel", () => {
  it("is for suppliers with a live paid plan", async () => {
    expectError(
      await t.app.inject({ method: "POST", url: "/api/subscription/cancel", payload: {} }),
      401,
    );
    expectError(await cancel(organizer), 403);
    const free = await registerAccount(t.app, { role: "supplier" });
    expectError(await cancel(free), 409, NO_SUBSCRIPTION_TO_CANCEL_MESSAGE);
    const lifetime = await registerAccount(t.app, { role: "supplier" });
    await t.database.handle.db
      .update(users)
      .set({ freeAccess: true })
      .where(eq(users.id, lifetime.user.id));
    expectError(await cancel(lifetime), 409, NO_SUBSCRIPTION_TO_CANCEL_MESSAGE);
  });

  it("keeps the plan until its expiry, says so, and tells the supplier", async () => {
    const supplier = await subscribedSupplier();
    const expiry = (await me(supplier)).subscriptionExpiry as string;

    const response = await cancel(supplier);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CancelSubscriptionResponse>()).toEqual({
      message: `Your subscription has been cancelled. You keep the Standard plan until ${formatLongDate(expiry)}.`,
      subscription: {
        plan: "monthly",
        status: "cancelling",
        expiresAt: expiry,
        renewsAutomatically: false,
        canCancel: false,
        canExtend: true,
      },
    });
    const profile = await me(supplier);
    expect(profile).toMatchObject({ subscriptionActive: true, subscriptionExpiry: expiry });

    const notifications = (
      await injectAs(t.app, supplier.cookie, { method: "GET", url: "/api/notifications" })
    ).json<NotificationList>().notifications;
    expect(notifications[0]).toMatchObject({
      type: "payment",
      title: "Subscription cancelled",
      description: `Your Standard monthly plan stays active until ${formatLongDate(expiry)}. After that you return to the free plan.`,
    });

    expectError(await cancel(supplier), 409, ALREADY_CANCELLING_MESSAGE);
  });

  it("lets a supplier who cancelled pay again and carry on", async () => {
    const supplier = await subscribedSupplier();
    await cancel(supplier);
    const intent = await injectAs(t.app, supplier.cookie, {
      method: "POST",
      url: "/api/create-payment-intent",
      payload: { planType: "monthly" },
    });
    const paid = await injectAs(t.app, supplier.cookie, {
      method: "POST",
      url: "/api/payments/test/confirm",
      payload: {
        clientSecret: intent.json<PaymentIntentResponse>().clientSecret,
        name: "Sam Carter",
        cardNumber: "4242 4242 4242 4242",
        expiry: "01/45",
        cvc: "321",
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await subscriptionOf(supplier)).status).toBe("active");
  });
});

describe("expiry", () => {
  it("ends the plan on the next check once its date has passed", async () => {
    const supplier = await subscribedSupplier();
    await t.database.handle.db
      .update(users)
      .set({ subscriptionExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.id, supplier.user.id));
    expect((await me(supplier)).subscriptionActive).toBe(false);
    expect((await subscriptionOf(supplier)).plan).toBe("free");
    expectError(await cancel(supplier), 409, NO_SUBSCRIPTION_TO_CANCEL_MESSAGE);
  });
});
