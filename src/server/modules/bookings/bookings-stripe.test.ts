import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingEvents, bookings, payoutAccounts } from "#server/db/schema";
import {
  type AdminMoney,
  type Booking,
  CARD_DISPUTE_MESSAGE,
  type CancelBookingAnswer,
  type DepositStart,
  NOT_DISPUTED_MESSAGE,
  type PayoutOnboarding,
  type PayoutStatusView,
} from "#shared/contracts/bookings";
import {
  adminAccount,
  bookQuote,
  expectMoneyAddsUp,
  subscribedSupplier,
} from "#tests/support/booking-fixtures";
import { expectError } from "#tests/support/expect-error";
import { type FakeStripeApi, type Json, startFakeStripeApi } from "#tests/support/fake-stripe-api";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { testClock } from "#tests/support/test-clock";

const WEBHOOK_SECRET = "whsec_eventeazy_bookings_secret";
const START = new Date("2027-05-03T09:00:00Z");
const MINUTE_MS = 60_000;
const clock = testClock(START);
const signer = new Stripe("sk_test_signing_only");
let t: TestApp;
let fake: FakeStripeApi;
let organizer: TestAccount;
let admin: TestAccount;
let eventCounter = 0;

const call = (account: TestAccount, method: "GET" | "POST", url: string, payload?: object) =>
  injectAs(t.app, account.cookie, { method, url, ...(payload ? { payload } : {}) });

async function read(account: TestAccount, id: number): Promise<Booking> {
  const response = await call(account, "GET", `/api/bookings/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Booking>();
}

function event(type: string, object: Json, id?: string) {
  eventCounter += 1;
  return {
    id: id ?? `evt_booking_${process.pid}_${eventCounter}`,
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

async function deliver(payload: object) {
  const body = JSON.stringify(payload);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: {
      "content-type": "application/json; charset=utf-8",
      "stripe-signature": signer.webhooks.generateTestHeaderString({
        payload: body,
        secret: WEBHOOK_SECRET,
      }),
    },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function startDeposit(booking: Booking): Promise<DepositStart> {
  const response = await call(organizer, "POST", `/api/bookings/${booking.id}/deposit`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DepositStart>();
}

const intentOf = (clientSecret: string) => clientSecret.replace(/_secret_fake$/, "");

/** The card is confirmed in the browser and Stripe tells EventEazy. */
async function paid(booking: Booking) {
  const { clientSecret } = await startDeposit(booking);
  const intent = fake.succeedPaymentIntent(intentOf(clientSecret));
  await deliver(event("payment_intent.succeeded", intent));
  return intent;
}

/** A supplier whose Stripe Express account has finished onboarding. */
async function readySupplier() {
  const supplier = await subscribedSupplier(t);
  const started = await call(supplier, "POST", "/api/payouts/onboarding");
  expect(started.statusCode, started.body).toBe(200);
  const [row] = await t.database.handle.db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, supplier.user.id));
  const accountId = row?.accountId as string;
  await deliver(event("account.updated", fake.completeAccount(accountId)));
  return { supplier, accountId };
}

async function sweepAt(at: Date | string) {
  clock.set(at);
  return t.app.scheduledWork.runOnce();
}

beforeAll(async () => {
  fake = await startFakeStripeApi();
  t = await createTestApp(
    {
      REGISTER_RATE_LIMIT: "10000",
      LOGIN_RATE_LIMIT: "10000",
      STRIPE_SECRET_KEY: "sk_test_eventeazy",
      STRIPE_PUBLISHABLE_KEY: "pk_test_eventeazy",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      PLATFORM_FEE_PERCENT: "2.5",
    },
    {},
    { clock },
  );
  [organizer, admin] = await Promise.all([registerAccount(t.app), adminAccount(t)]);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("a deposit through Stripe", { timeout: 60_000 }, () => {
  it("is a PaymentIntent on the platform in the booking's transfer group, started once", async () => {
    clock.set(START);
    const supplier = await subscribedSupplier(t);
    const booking = await bookQuote(t, organizer, supplier, {
      eventDateFrom: "2027-06-12",
      total: 1800,
      deposit: { kind: "amount", amount: 450.25 },
    });
    const first = await startDeposit(booking);
    expect(first).toMatchObject({
      provider: "stripe",
      publishableKey: "pk_test_eventeazy",
      amountPence: 45_025,
      testConfirmPath: null,
    });
    const [created, ...more] = fake.callsTo("POST", "/v1/payment_intents");
    expect(more).toHaveLength(0);
    expect(created?.params).toMatchObject({
      amount: "45025",
      currency: "gbp",
      transfer_group: `booking_${booking.id}`,
      "metadata[bookingId]": String(booking.id),
    });
    expect(created?.idempotencyKey).toBe(`booking-${booking.id}-deposit`);
    // Starting again answers the same payment, read back rather than made again.
    const second = await startDeposit(booking);
    expect(second.clientSecret).toBe(first.clientSecret);
    expect(fake.callsTo("POST", "/v1/payment_intents")).toHaveLength(1);

    // The signed webhook holds it; the same event again, or another event for the same
    // payment, changes nothing more.
    const intent = fake.succeedPaymentIntent(intentOf(first.clientSecret));
    const succeeded = event("payment_intent.succeeded", intent);
    await deliver(succeeded);
    await deliver(succeeded);
    await deliver(event("payment_intent.succeeded", intent));
    const held = await read(organizer, booking.id);
    expect(held).toMatchObject({ status: "held", paidPence: 45_025 });
    const [row] = await t.database.handle.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row?.chargeReference).toBe(intent.latest_charge);
    const paidEvents = await t.database.handle.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, booking.id));
    expect(paidEvents.filter((each) => each.kind === "deposit_paid")).toHaveLength(1);
    expectError(await call(organizer, "POST", `/api/bookings/${booking.id}/deposit`), 409);
  });

  it("is found paid by the sweep when the webhook never came (or the update after it failed)", async () => {
    clock.set(START);
    const supplier = await subscribedSupplier(t);
    const booking = await bookQuote(t, organizer, supplier, { eventDateFrom: "2027-06-12" });
    const { clientSecret } = await startDeposit(booking);
    fake.succeedPaymentIntent(intentOf(clientSecret));
    // Too soon: a webhook may still be on its way.
    await sweepAt(new Date(START.getTime() + MINUTE_MS));
    expect((await read(organizer, booking.id)).status).toBe("awaiting_deposit");
    const report = await sweepAt(new Date(START.getTime() + 11 * MINUTE_MS));
    expect(report.depositsConfirmed).toBe(1);
    expect((await read(organizer, booking.id)).status).toBe("held");
    // The webhook arriving late is then a no-op.
    await deliver(
      event("payment_intent.succeeded", fake.paymentIntents.get(intentOf(clientSecret)) as Json),
    );
    expect((await read(organizer, booking.id)).paidPence).toBe(25_000);
  });
});

describe("payouts and release through Stripe Connect", { timeout: 60_000 }, () => {
  it("onboards an Express account, follows account.updated, and transfers the deposit less the fee", async () => {
    clock.set(START);
    const supplier = await subscribedSupplier(t);
    expect(
      (await call(supplier, "GET", "/api/payouts/status")).json<PayoutStatusView>().status,
    ).toBe("not_started");
    const onboarding = await call(supplier, "POST", "/api/payouts/onboarding");
    expect(onboarding.statusCode, onboarding.body).toBe(200);
    expect(onboarding.json<PayoutOnboarding>().url).toMatch(/^https:\/\/connect\.stripe\.test\//);
    const [account] = fake.callsTo("POST", "/v1/accounts");
    expect(account?.params).toMatchObject({ type: "express", country: "GB" });
    expect(account?.idempotencyKey).toBe(`supplier-${supplier.user.id}-payout-account`);
    const [link] = fake.callsTo("POST", "/v1/account_links").slice(-1);
    expect(link?.params.type).toBe("account_onboarding");
    expect(
      (await call(supplier, "GET", "/api/payouts/status")).json<PayoutStatusView>().status,
    ).toBe("pending");
    const accountId = [...fake.accounts.keys()].at(-1) as string;
    await deliver(event("account.updated", fake.completeAccount(accountId)));
    expect(
      (await call(supplier, "GET", "/api/payouts/status")).json<PayoutStatusView>().status,
    ).toBe("ready");

    const booking = await bookQuote(t, organizer, supplier, {
      eventDateFrom: "2027-06-12",
      total: 999.99,
      deposit: { kind: "percent", percent: 100 },
    });
    const intent = await paid(booking);
    await sweepAt("2027-06-15T22:00:00Z");
    expect((await read(supplier, booking.id)).status).toBe("held");
    // 16 June in London from 23:00 UTC on the 15th (BST): the event's day plus three have passed.
    await sweepAt("2027-06-15T23:00:00Z");
    const released = await read(supplier, booking.id);
    // 2.5% of £999.99 is 2,499.975p: 2,499p kept, the rest transferred.
    expect(released).toMatchObject({ status: "released", feePence: 2_499, releasedPence: 97_500 });
    const transfers = fake.callsTo("POST", "/v1/transfers");
    const transfer = transfers.find(
      (each) => each.params.transfer_group === `booking_${booking.id}`,
    );
    expect(transfer?.params).toMatchObject({
      amount: "97500",
      currency: "gbp",
      destination: accountId,
      source_transaction: intent.latest_charge as string,
    });
    expect(transfer?.idempotencyKey).toBe(`booking-${booking.id}-release`);
  });

  it("settles a release whose answer was lost against Stripe, without a second transfer", async () => {
    clock.set(START);
    const { supplier, accountId } = await readySupplier();
    const booking = await bookQuote(t, organizer, supplier, { eventDateFrom: "2027-06-12" });
    await paid(booking);
    // Stripe makes the transfer, but every answer to it is lost: the booking stays releasing.
    fake.failNext("/v1/transfers", 500, { afterApplying: true, times: 3 });
    const crashed = await sweepAt("2027-06-20T10:00:00Z");
    expect(crashed.depositsReleased).toBe(0);
    expect((await read(supplier, booking.id)).status).toBe("releasing");
    const made = () =>
      [...fake.transfers.values()].filter(
        (each) => each.transfer_group === `booking_${booking.id}`,
      );
    expect(made()).toHaveLength(1);
    // Another sweep at once leaves it to the one under way.
    await sweepAt("2027-06-20T10:01:00Z");
    expect((await read(supplier, booking.id)).status).toBe("releasing");
    await sweepAt("2027-06-20T10:05:00Z");
    const released = await read(supplier, booking.id);
    expect(released.status).toBe("released");
    expect(made()).toHaveLength(1);
    expect(made()[0]).toMatchObject({ destination: accountId, amount: 24_375 });
    const [row] = await t.database.handle.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row?.transferReference).toBe(made()[0]?.id);
  });
});

describe("refunds and disputes through Stripe", { timeout: 60_000 }, () => {
  it("refunds by the terms with a key per refund, and finishes a refund Stripe could not make at once", async () => {
    clock.set("2027-05-20T09:00:00Z");
    const supplier = await subscribedSupplier(t);
    const booking = await bookQuote(t, organizer, supplier, {
      eventDateFrom: "2027-06-12",
      cancellation: { policy: "moderate" },
    });
    const intent = await paid(booking);
    // 23 days before: half of £250 back.
    fake.failNext("/v1/refunds", 500, { times: 3 });
    const cancelled = await call(organizer, "POST", `/api/bookings/${booking.id}/cancel`, {
      confirm: true,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<CancelBookingAnswer>().booking).toMatchObject({
      status: "refunding",
      cancelledBy: "organizer",
    });
    const refundsOf = () =>
      [...fake.refunds.values()].filter((each) => each.payment_intent === intent.id);
    expect(refundsOf()).toHaveLength(0);
    await sweepAt("2027-05-20T09:05:00Z");
    const refunded = await read(organizer, booking.id);
    expect(refunded).toMatchObject({ status: "held", refundedPence: 12_500 });
    const calls = fake
      .callsTo("POST", "/v1/refunds")
      .filter((each) => each.params.payment_intent === intent.id);
    expect(calls.every((each) => each.idempotencyKey === `booking-${booking.id}-refund-1`)).toBe(
      true,
    );
    expect(calls.at(-1)?.params).toMatchObject({ amount: "12500" });
    expect(refundsOf()).toHaveLength(1);
  });

  it("refunds in full a payment that succeeds after the organizer cancelled", async () => {
    clock.set(START);
    const supplier = await subscribedSupplier(t);
    const booking = await bookQuote(t, organizer, supplier, { eventDateFrom: "2027-06-12" });
    const { clientSecret } = await startDeposit(booking);
    const cancelled = await call(organizer, "POST", `/api/bookings/${booking.id}/cancel`, {
      confirm: true,
    });
    expect(cancelled.json<CancelBookingAnswer>().booking?.status).toBe("cancelled");
    // The card form was already confirming: Stripe takes the money anyway.
    const intent = fake.succeedPaymentIntent(intentOf(clientSecret));
    await deliver(event("payment_intent.succeeded", intent));
    expect((await read(organizer, booking.id)).status).toBe("refunding");
    await sweepAt(new Date(START.getTime() + MINUTE_MS));
    expect(await read(organizer, booking.id)).toMatchObject({
      status: "refunded",
      paidPence: 25_000,
      refundedPence: 25_000,
    });
    const [refund, ...more] = [...fake.refunds.values()].filter(
      (each) => each.payment_intent === intent.id,
    );
    expect(more).toHaveLength(0);
    expect(refund).toMatchObject({ amount: 25_000 });
  });

  it("holds the money when the card is disputed, and shows it in the admin console", async () => {
    clock.set(START);
    const { supplier } = await readySupplier();
    const booking = await bookQuote(t, organizer, supplier, { eventDateFrom: "2027-06-12" });
    const intent = await paid(booking);
    await deliver(
      event("charge.dispute.created", {
        id: `dp_${booking.id}`,
        object: "dispute",
        amount: 25_000,
        charge: intent.latest_charge,
        payment_intent: intent.id,
        reason: "fraudulent",
        status: "needs_response",
      }),
    );
    expect((await read(organizer, booking.id)).status).toBe("disputed");
    await sweepAt("2027-06-30T10:00:00Z");
    expect((await read(organizer, booking.id)).status).toBe("disputed");
    const money = (await call(admin, "GET", "/api/admin/money")).json<AdminMoney>();
    expect(money.bookings.find((each) => each.id === booking.id)).toMatchObject({
      status: "disputed",
      disputeReason: "Card dispute: fraudulent",
    });
    const { totals } = money;
    expectMoneyAddsUp(totals);
  });
});

describe("a card dispute's outcome from Stripe", { timeout: 60_000 }, () => {
  async function disputed(amountPence: number) {
    clock.set(START);
    const { supplier } = await readySupplier();
    const booking = await bookQuote(t, organizer, supplier, { eventDateFrom: "2027-06-12" });
    const intent = await paid(booking);
    const dispute = {
      id: `dp_closed_${booking.id}`,
      object: "dispute",
      amount: amountPence,
      charge: intent.latest_charge,
      payment_intent: intent.id,
      reason: "product_not_received",
      status: "needs_response",
    };
    await deliver(event("charge.dispute.created", dispute));
    expect((await read(organizer, booking.id)).status).toBe("disputed");
    return { booking, intent, dispute, supplier };
  }

  const resolve = (id: number, outcome: "release" | "refund") =>
    call(admin, "POST", `/api/admin/bookings/${id}/resolve`, { outcome });

  async function eventsOf(bookingId: number) {
    return t.database.handle.db
      .select({ kind: bookingEvents.kind, amountPence: bookingEvents.amountPence })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId));
  }

  it("leaves a card dispute to the card issuer: an admin can't settle it", async () => {
    const { booking } = await disputed(25_000);
    expectError(await resolve(booking.id, "refund"), 409, CARD_DISPUTE_MESSAGE);
    expectError(await resolve(booking.id, "release"), 409, CARD_DISPUTE_MESSAGE);
    expect((await read(organizer, booking.id)).status).toBe("disputed");
  });

  it("counts a lost dispute's amount as refunded without refunding it again, once", async () => {
    const { booking, intent, dispute } = await disputed(10_000);
    const closed = event("charge.dispute.closed", { ...dispute, status: "lost" });
    await deliver(closed);
    await deliver(closed);
    // The rest of the £250 deposit is held again for the supplier.
    expect(await read(organizer, booking.id)).toMatchObject({
      status: "held",
      paidPence: 25_000,
      refundedPence: 10_000,
    });
    expect(
      [...fake.refunds.values()].filter((each) => each.payment_intent === intent.id),
    ).toHaveLength(0);
    expect(await eventsOf(booking.id)).toEqual(
      expect.arrayContaining([
        { kind: "refunded", amountPence: 10_000 },
        { kind: "dispute_resolved", amountPence: null },
      ]),
    );
    expect((await eventsOf(booking.id)).filter((each) => each.kind === "refunded")).toHaveLength(1);
    const { totals } = (await call(admin, "GET", "/api/admin/money")).json<AdminMoney>();
    expectMoneyAddsUp(totals);
  });

  it("marks a booking refunded when the whole deposit is lost", async () => {
    const { booking, dispute } = await disputed(25_000);
    await deliver(event("charge.dispute.closed", { ...dispute, status: "lost" }));
    expect(await read(organizer, booking.id)).toMatchObject({
      status: "refunded",
      refundedPence: 25_000,
    });
    expectError(await resolve(booking.id, "refund"), 409, NOT_DISPUTED_MESSAGE);
  });

  it("holds the money again when the dispute is won, and releases it when due", async () => {
    const { booking, dispute, supplier } = await disputed(25_000);
    await deliver(event("charge.dispute.closed", { ...dispute, status: "won" }));
    expect(await read(organizer, booking.id)).toMatchObject({ status: "held", refundedPence: 0 });
    await sweepAt("2027-06-30T10:00:00Z");
    expect((await read(supplier, booking.id)).status).toBe("released");
  });
});
