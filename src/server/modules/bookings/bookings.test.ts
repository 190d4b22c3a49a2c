import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bookingEvents, bookings } from "#server/db/schema";
import { ACCOUNT_HAS_MONEY_IN_BOOKINGS_MESSAGE } from "#server/modules/users/users.service";
import {
  type AdminMoney,
  ALREADY_DISPUTED_MESSAGE,
  ALREADY_RELEASED_MESSAGE,
  BOOKING_CANCELLED_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  type Booking,
  type BookingAnswer,
  type CancelBookingAnswer,
  DEPOSIT_ALREADY_PAID_MESSAGE,
  DEPOSIT_NOT_STARTED_MESSAGE,
  type DepositStart,
  NOT_PAID_DISPUTE_MESSAGE,
  ONLY_ORGANIZER_DISPUTES_MESSAGE,
  ONLY_ORGANIZER_PAYS_MESSAGE,
  ONLY_SUPPLIER_PROPOSES_MESSAGE,
  ONLY_SUPPLIERS_PAYOUTS_MESSAGE,
  type PayoutOnboarding,
  type PayoutStatusView,
  REFUND_NOT_AGREED_MESSAGE,
  REFUND_PROPOSAL_ABOVE_PAID_MESSAGE,
  REFUND_PROPOSAL_NOT_CUSTOM_MESSAGE,
} from "#shared/contracts/bookings";
import { CARD_DECLINED_MESSAGE, TEST_CARDS } from "#shared/contracts/payments";
import {
  adminAccount,
  type BookingTermsInput,
  bookQuote,
  expectMoneyAddsUp,
  subscribedSupplier,
} from "#tests/support/booking-fixtures";
import { expectError } from "#tests/support/expect-error";
import { outboxEmailsTo } from "#tests/support/outbox";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { testClock } from "#tests/support/test-clock";

/** Winter: London is on GMT. */
const START = new Date("2027-01-11T10:00:00Z");
const clock = testClock(START);
let t: TestApp;
let organizer: TestAccount;
let supplier: TestAccount;
let stranger: TestAccount;
let admin: TestAccount;

const call = (
  account: TestAccount | null,
  method: "GET" | "POST",
  url: string,
  payload?: object,
) =>
  account
    ? injectAs(t.app, account.cookie, { method, url, ...(payload ? { payload } : {}) })
    : t.app.inject({ method, url, ...(payload ? { payload } : {}) });

async function read(account: TestAccount, id: number): Promise<Booking> {
  const response = await call(account, "GET", `/api/bookings/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Booking>();
}

const book = (terms: Partial<BookingTermsInput> = {}, by = supplier) =>
  bookQuote(t, organizer, by, { eventDateFrom: "2027-03-20", ...terms });

/** Starts the deposit and pays it with the test card. */
async function payDeposit(booking: Booking, account = organizer): Promise<Booking> {
  const started = await call(account, "POST", `/api/bookings/${booking.id}/deposit`);
  expect(started.statusCode, started.body).toBe(200);
  const { clientSecret } = started.json<DepositStart>();
  const paid = await call(account, "POST", "/api/bookings/deposit/test-confirm", {
    clientSecret,
    name: "Ada Organizer",
    cardNumber: TEST_CARDS.succeeds,
    expiry: "12/34",
    cvc: "123",
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json<BookingAnswer>().booking;
}

/** The supplier follows the test provider's simulated onboarding link. */
async function finishPayoutSetUp(account: TestAccount) {
  const started = await call(account, "POST", "/api/payouts/onboarding");
  expect(started.statusCode, started.body).toBe(200);
  const { url } = started.json<PayoutOnboarding>();
  const followed = await t.app.inject({
    method: "GET",
    url: new URL(url).pathname + new URL(url).search,
  });
  expect(followed.statusCode, followed.body).toBe(303);
  return url;
}

/** Emails reach the outbox shortly after the answer: sending never holds up the user. */
async function confirmationTo(account: TestAccount) {
  let found: Awaited<ReturnType<typeof outboxEmailsTo>>[number] | undefined;
  await vi.waitFor(
    async () => {
      [found] = await outboxEmailsTo(t.config.dataDir, account.user.email, {
        subject: "Booking confirmed: Garden party",
      });
      expect(found).toBeDefined();
    },
    { timeout: 15_000, interval: 100 },
  );
  return found;
}

const cancel = (account: TestAccount, id: number, confirm: boolean) =>
  call(account, "POST", `/api/bookings/${id}/cancel`, { confirm });

async function sweepAt(at: string) {
  clock.set(at);
  return t.app.scheduledWork.runOnce();
}

beforeAll(async () => {
  t = await createTestApp(
    {
      REGISTER_RATE_LIMIT: "10000",
      LOGIN_RATE_LIMIT: "10000",
      PAYMENTS: "test",
      PLATFORM_FEE_PERCENT: "10",
      DEPOSIT_RELEASE_DAYS: "3",
    },
    {},
    { clock },
  );
  [organizer, supplier, stranger, admin] = await Promise.all([
    registerAccount(t.app, { name: "Ada Organizer" }),
    subscribedSupplier(t),
    registerAccount(t.app),
    adminAccount(t),
  ]);
});
afterAll(() => t.close());

describe("accepting a quote books it", { timeout: 60_000 }, () => {
  it("fixes the quote's total, deposit and terms, shows both sides, and emails both an .ics", async () => {
    clock.set(START);
    const booking = await book({
      eventDateFrom: "2027-03-20",
      eventDateTo: "2027-03-21",
      total: 1234.5,
      deposit: { kind: "percent", percent: 33 },
      cancellation: { policy: "moderate" },
    });
    expect(booking).toMatchObject({
      viewerSide: "organizer",
      status: "awaiting_deposit",
      totalPence: 123_450,
      depositPence: 40_739,
      balancePence: 82_711,
      cancellation: { policy: "moderate", label: "Moderate", terms: null },
      event: { firstDay: "2027-03-20", lastDay: "2027-03-21", title: "Garden party" },
      releaseOn: "2027-03-25",
      can: { payDeposit: true, cancel: true, dispute: false, proposeRefund: false },
    });
    expect(booking.timeline.map((step) => `${step.kind}:${step.state}`)).toEqual([
      "requested:done",
      "accepted:done",
      "deposit_paid:upcoming",
      "event:upcoming",
      "awaiting_supplier_setup:upcoming",
      "released:upcoming",
    ]);
    const asSupplier = await read(supplier, booking.id);
    expect(asSupplier).toMatchObject({ viewerSide: "supplier", can: { payDeposit: false } });
    expect((await read(admin, booking.id)).viewerSide).toBeNull();

    const mine = await call(organizer, "GET", "/api/bookings");
    expect(mine.json<Booking[]>().map((each) => each.id)).toContain(booking.id);
    const theirs = await call(supplier, "GET", "/api/bookings");
    expect(theirs.json<Booking[]>().map((each) => each.id)).toContain(booking.id);
    expect((await call(stranger, "GET", "/api/bookings")).json()).toEqual([]);

    for (const account of [organizer, supplier]) {
      const email = await confirmationTo(account);
      expect(email?.text).toContain("Total £1,234.50; deposit £407.39");
      const ics = email?.attachments.find((file) => file.filename === `booking-${booking.id}.ics`);
      expect(ics?.contentType).toMatch(/^text\/calendar/);
      expect(ics?.content).toContain("DTSTART;VALUE=DATE:20270320\r\n");
      expect(ics?.content).toContain("DTEND;VALUE=DATE:20270322\r\n");
      expect(ics?.content).toContain(`UID:booking-${booking.id}@`);
      expect(ics?.content).toContain("LOCATION:Harrogate\\, North Yorkshire");
    }
  });

  it("asks the whole total when the quote asks no deposit, and gives flexible terms when it states none", async () => {
    const booking = await book({ total: 480, deposit: null, cancellation: null });
    expect(booking).toMatchObject({
      totalPence: 48_000,
      depositPence: 48_000,
      balancePence: 0,
      cancellation: { policy: "flexible" },
    });
  });

  it("answers 404 to anyone but its two sides and admins, 401 signed out, 404 for an unknown id", async () => {
    const booking = await book();
    expectError(
      await call(stranger, "GET", `/api/bookings/${booking.id}`),
      404,
      BOOKING_NOT_FOUND_MESSAGE,
    );
    expectError(await call(null, "GET", `/api/bookings/${booking.id}`), 401);
    expectError(await call(null, "GET", "/api/bookings"), 401);
    expectError(
      await call(organizer, "GET", "/api/bookings/999999"),
      404,
      BOOKING_NOT_FOUND_MESSAGE,
    );
    expectError(await call(stranger, "POST", `/api/bookings/${booking.id}/deposit`), 404);
    expectError(await cancel(stranger, booking.id, false), 404);
    expectError(
      await call(stranger, "POST", `/api/bookings/${booking.id}/dispute`, { reason: "No show" }),
      404,
    );
    expectError(await call(null, "POST", `/api/bookings/${booking.id}/deposit`), 401);
  });
});

describe("the deposit", { timeout: 60_000 }, () => {
  it("is paid by the organizer only, once, with the test card; a declined card changes nothing", async () => {
    clock.set(START);
    const booking = await book();
    expectError(
      await call(supplier, "POST", `/api/bookings/${booking.id}/deposit`),
      403,
      ONLY_ORGANIZER_PAYS_MESSAGE,
    );
    const started = await call(organizer, "POST", `/api/bookings/${booking.id}/deposit`);
    expect(started.json<DepositStart>()).toMatchObject({
      provider: "test",
      amountPence: 25_000,
      publishableKey: null,
      testConfirmPath: "/api/bookings/deposit/test-confirm",
    });
    const { clientSecret } = started.json<DepositStart>();
    const card = { name: "Ada", expiry: "12/34", cvc: "123" };
    expectError(
      await call(organizer, "POST", "/api/bookings/deposit/test-confirm", {
        clientSecret,
        cardNumber: TEST_CARDS.declined,
        ...card,
      }),
      402,
      CARD_DECLINED_MESSAGE,
    );
    expect((await read(organizer, booking.id)).status).toBe("awaiting_deposit");
    expectError(
      await call(supplier, "POST", "/api/bookings/deposit/test-confirm", {
        clientSecret,
        cardNumber: TEST_CARDS.succeeds,
        ...card,
      }),
      404,
      DEPOSIT_NOT_STARTED_MESSAGE,
    );
    const paid = await call(organizer, "POST", "/api/bookings/deposit/test-confirm", {
      clientSecret,
      cardNumber: TEST_CARDS.succeeds,
      ...card,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<BookingAnswer>().booking).toMatchObject({
      status: "held",
      paidPence: 25_000,
      awaitingSupplierSetup: true,
      can: { payDeposit: false, cancel: true, dispute: true },
    });
    // Paying twice: neither a new start nor the same card form again.
    expectError(
      await call(organizer, "POST", `/api/bookings/${booking.id}/deposit`),
      409,
      DEPOSIT_ALREADY_PAID_MESSAGE,
    );
    expectError(
      await call(organizer, "POST", "/api/bookings/deposit/test-confirm", {
        clientSecret,
        cardNumber: TEST_CARDS.succeeds,
        ...card,
      }),
      409,
      DEPOSIT_ALREADY_PAID_MESSAGE,
    );
    const events = await t.database.handle.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, booking.id));
    expect(events.filter((event) => event.kind === "deposit_paid")).toHaveLength(1);
  });

  it("is held until the supplier can be paid, then released by the sweep less the fee", async () => {
    clock.set(START);
    const late = await subscribedSupplier(t);
    const booking = await payDeposit(await book({ eventDateFrom: "2027-03-20" }, late));
    // Due on 24 March (the event ended on the 20th, plus 3 days), but no payout account yet.
    await sweepAt("2027-03-24T09:00:00Z");
    expect((await read(late, booking.id)).status).toBe("held");
    expect((await read(late, booking.id)).awaitingSupplierSetup).toBe(true);

    expectError(
      await call(organizer, "GET", "/api/payouts/status"),
      403,
      ONLY_SUPPLIERS_PAYOUTS_MESSAGE,
    );
    expect((await call(late, "GET", "/api/payouts/status")).json<PayoutStatusView>()).toEqual({
      status: "not_started",
      provider: "test",
    });
    const url = await finishPayoutSetUp(late);
    expect((await call(late, "GET", "/api/payouts/status")).json<PayoutStatusView>().status).toBe(
      "ready",
    );
    // The link works once.
    const again = await t.app.inject({
      method: "GET",
      url: new URL(url).pathname + new URL(url).search,
    });
    expect(again.statusCode).toBe(404);

    const report = await sweepAt("2027-03-24T09:05:00Z");
    expect(report.depositsReleased).toBeGreaterThanOrEqual(1);
    const released = await read(late, booking.id);
    expect(released).toMatchObject({
      status: "released",
      releasedPence: 22_500,
      feePence: 2_500,
      can: { cancel: false, dispute: false },
    });
    expect(released.timeline.at(-1)).toMatchObject({ kind: "released", state: "done" });
    // Sweeping again moves nothing more.
    expect((await sweepAt("2027-03-24T09:10:00Z")).depositsReleased).toBe(0);

    expectError(await cancel(organizer, booking.id, true), 409, ALREADY_RELEASED_MESSAGE);
    expectError(
      await call(organizer, "POST", `/api/bookings/${booking.id}/dispute`, { reason: "Late" }),
      409,
      ALREADY_RELEASED_MESSAGE,
    );
  });

  it("is not released before the event has ended and the release days have passed", async () => {
    clock.set(START);
    const ready = await subscribedSupplier(t);
    await finishPayoutSetUp(ready);
    const booking = await payDeposit(
      await book({ eventDateFrom: "2027-03-20", eventDateTo: "2027-03-22" }, ready),
    );
    await sweepAt("2027-03-25T23:59:00Z");
    expect((await read(ready, booking.id)).status).toBe("held");
    await sweepAt("2027-03-26T00:00:00Z");
    expect((await read(ready, booking.id)).status).toBe("released");
  });
});

describe("cancelling", { timeout: 60_000 }, () => {
  it("previews the refund without changing anything, then refunds by the terms on UK dates", async () => {
    clock.set("2027-03-01T10:00:00Z");
    const booking = await payDeposit(
      await book({ eventDateFrom: "2027-03-30", cancellation: { policy: "moderate" } }),
    );
    // 29 days before: half of the £250 deposit.
    const preview = await cancel(organizer, booking.id, false);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<CancelBookingAnswer>()).toMatchObject({
      booking: null,
      preview: {
        by: "organizer",
        refundPence: 12_500,
        keptPence: 12_500,
        percent: 50,
        daysBefore: 29,
        canConfirm: true,
      },
    });
    expect((await read(organizer, booking.id)).status).toBe("held");

    const done = await cancel(organizer, booking.id, true);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<CancelBookingAnswer>().booking).toMatchObject({
      status: "held",
      refundedPence: 12_500,
      cancelledBy: "organizer",
      can: { cancel: false, dispute: false },
    });
    expectError(await cancel(organizer, booking.id, true), 409, BOOKING_CANCELLED_MESSAGE);
    expectError(await cancel(supplier, booking.id, true), 409, BOOKING_CANCELLED_MESSAGE);
  });

  it("refunds in full when the supplier cancels, whatever the terms", async () => {
    clock.set("2027-03-18T10:00:00Z");
    const booking = await payDeposit(
      await book({ eventDateFrom: "2027-03-20", cancellation: { policy: "non_refundable" } }),
    );
    const organizerSees = (await cancel(organizer, booking.id, false)).json<CancelBookingAnswer>();
    expect(organizerSees.preview).toMatchObject({ refundPence: 0, percent: 0 });
    const done = (await cancel(supplier, booking.id, true)).json<CancelBookingAnswer>();
    expect(done.preview).toMatchObject({ by: "supplier", refundPence: 25_000 });
    expect(done.booking).toMatchObject({ status: "refunded", refundedPence: 25_000 });
    expect(done.booking?.timeline.map((step) => step.kind)).toEqual(
      expect.arrayContaining(["cancelled", "refunded"]),
    );
  });

  it("cancels a booking with nothing paid; it can no longer be paid", async () => {
    clock.set(START);
    const booking = await book();
    const done = (await cancel(organizer, booking.id, true)).json<CancelBookingAnswer>();
    expect(done.booking).toMatchObject({ status: "cancelled", refundedPence: 0 });
    expectError(
      await call(organizer, "POST", `/api/bookings/${booking.id}/deposit`),
      409,
      BOOKING_CANCELLED_MESSAGE,
    );
  });

  it("on the supplier's own terms, refunds what the supplier proposed once the organizer accepts", async () => {
    clock.set(START);
    const booking = await payDeposit(
      await book({
        cancellation: { policy: "custom", terms: "We keep the tea, you keep the cake." },
      }),
    );
    const preview = (await cancel(organizer, booking.id, false)).json<CancelBookingAnswer>();
    expect(preview.preview).toMatchObject({ refundPence: null, canConfirm: false });
    expectError(await cancel(organizer, booking.id, true), 409, REFUND_NOT_AGREED_MESSAGE);
    const propose = (account: TestAccount, refundPence: number) =>
      call(account, "POST", `/api/bookings/${booking.id}/refund-proposal`, { refundPence });
    expectError(await propose(organizer, 100), 403, ONLY_SUPPLIER_PROPOSES_MESSAGE);
    expectError(await propose(supplier, 25_001), 409, REFUND_PROPOSAL_ABOVE_PAID_MESSAGE);
    expectError(await propose(supplier, -1), 400);
    const proposed = await propose(supplier, 10_050);
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json<Booking>().proposedRefundPence).toBe(10_050);
    const done = (await cancel(organizer, booking.id, true)).json<CancelBookingAnswer>();
    expect(done.booking).toMatchObject({ status: "held", refundedPence: 10_050 });

    const standard = await payDeposit(await book());
    expectError(
      await call(supplier, "POST", `/api/bookings/${standard.id}/refund-proposal`, {
        refundPence: 1,
      }),
      409,
      REFUND_PROPOSAL_NOT_CUSTOM_MESSAGE,
    );
  });

  it("counts days on UK dates across the change to summer time", async () => {
    // Flexible: full refund up to 7 days before 4 April 2027. At 23:30 UTC on 28 March it is
    // already 29 March in London (BST): 6 days before, no refund, though UTC still says the 28th.
    const booking = await payDeposit(
      await book({ eventDateFrom: "2027-04-04", cancellation: { policy: "flexible" } }),
    );
    clock.set("2027-03-27T23:30:00Z");
    expect(
      (await cancel(organizer, booking.id, false)).json<CancelBookingAnswer>().preview,
    ).toMatchObject({
      daysBefore: 8,
      refundPence: 25_000,
    });
    clock.set("2027-03-28T22:59:00Z");
    expect(
      (await cancel(organizer, booking.id, false)).json<CancelBookingAnswer>().preview,
    ).toMatchObject({
      daysBefore: 7,
      refundPence: 25_000,
    });
    clock.set("2027-03-28T23:30:00Z");
    expect(
      (await cancel(organizer, booking.id, false)).json<CancelBookingAnswer>().preview,
    ).toMatchObject({
      daysBefore: 6,
      refundPence: 0,
    });
  });
});

describe("disputes and the admin console", { timeout: 60_000 }, () => {
  it("holds a disputed deposit past its release day until an admin settles it", async () => {
    clock.set(START);
    const ready = await subscribedSupplier(t);
    await finishPayoutSetUp(ready);
    const unpaid = await book({}, ready);
    const dispute = (account: TestAccount, id: number) =>
      call(account, "POST", `/api/bookings/${id}/dispute`, { reason: "The tea never came." });
    expectError(await dispute(organizer, unpaid.id), 409, NOT_PAID_DISPUTE_MESSAGE);

    const booking = await payDeposit(await book({ eventDateFrom: "2027-03-20" }, ready));
    expectError(await dispute(ready, booking.id), 403, ONLY_ORGANIZER_DISPUTES_MESSAGE);
    expectError(await call(organizer, "POST", `/api/bookings/${booking.id}/dispute`, {}), 400);
    const opened = await dispute(organizer, booking.id);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<BookingAnswer>().booking.status).toBe("disputed");
    expectError(await dispute(organizer, booking.id), 409, ALREADY_DISPUTED_MESSAGE);
    expectError(await cancel(organizer, booking.id, true), 409, ALREADY_DISPUTED_MESSAGE);

    await sweepAt("2027-03-30T10:00:00Z");
    expect((await read(ready, booking.id)).status).toBe("disputed");

    expectError(await call(organizer, "GET", "/api/admin/money"), 403);
    const money = (await call(admin, "GET", "/api/admin/money")).json<AdminMoney>();
    expect(money.bookings[0]).toMatchObject({
      id: booking.id,
      status: "disputed",
      disputeReason: "The tea never came.",
    });
    const { totals } = money;
    expect(totals.disputedPence).toBeGreaterThanOrEqual(25_000);
    expectMoneyAddsUp(totals);
    const [sum] = await t.database.handle.db
      .select({ paid: bookings.paidPence })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(sum?.paid).toBe(25_000);

    expectError(
      await call(organizer, "POST", `/api/admin/bookings/${booking.id}/resolve`, {
        outcome: "release",
      }),
      403,
    );
    const settled = await call(admin, "POST", `/api/admin/bookings/${booking.id}/resolve`, {
      outcome: "release",
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json<Booking>().status).toBe("held");
    expectError(
      await call(admin, "POST", `/api/admin/bookings/${booking.id}/resolve`, { outcome: "refund" }),
      409,
    );
    await sweepAt("2027-03-30T10:05:00Z");
    expect((await read(ready, booking.id)).status).toBe("released");
    // Once released, a problem can no longer be reported here.
    expectError(await dispute(organizer, booking.id), 409, ALREADY_DISPUTED_MESSAGE);
  });

  it("refunds what is held when an admin settles a dispute for the organizer", async () => {
    clock.set(START);
    const booking = await payDeposit(await book());
    await call(organizer, "POST", `/api/bookings/${booking.id}/dispute`, {
      reason: "Cancelled on us",
    });
    const settled = await call(admin, "POST", `/api/admin/bookings/${booking.id}/resolve`, {
      outcome: "refund",
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json<Booking>()).toMatchObject({ status: "refunded", refundedPence: 25_000 });
  });
});

describe("deleting an account with money in a booking", { timeout: 60_000 }, () => {
  const deleteAccount = (account: TestAccount) =>
    injectAs(t.app, account.cookie, {
      method: "DELETE",
      url: "/api/auth/account",
      payload: { password: account.password },
    });

  async function newPair() {
    const [someOrganizer, someSupplier] = await Promise.all([
      registerAccount(t.app, { name: "Bea Organizer" }),
      subscribedSupplier(t),
    ]);
    return { someOrganizer, someSupplier };
  }

  async function bookingExists(id: number) {
    const rows = await t.database.handle.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.id, id));
    return rows.length === 1;
  }

  it("is refused on either side while the deposit is held, and keeps the booking", async () => {
    clock.set(START);
    const { someOrganizer, someSupplier } = await newPair();
    const booking = await payDeposit(
      await bookQuote(t, someOrganizer, someSupplier, { eventDateFrom: "2027-03-20" }),
      someOrganizer,
    );
    for (const account of [someOrganizer, someSupplier]) {
      expectError(await deleteAccount(account), 409, ACCOUNT_HAS_MONEY_IN_BOOKINGS_MESSAGE);
    }
    expect(await bookingExists(booking.id)).toBe(true);
    expect((await read(someOrganizer, booking.id)).status).toBe("held");
  });

  it("is refused while a deposit payment is under way, and allowed once it is cancelled", async () => {
    clock.set(START);
    const { someOrganizer, someSupplier } = await newPair();
    const booking = await bookQuote(t, someOrganizer, someSupplier, {
      eventDateFrom: "2027-03-20",
    });
    const started = await call(someOrganizer, "POST", `/api/bookings/${booking.id}/deposit`);
    expect(started.statusCode, started.body).toBe(200);
    expectError(await deleteAccount(someOrganizer), 409, ACCOUNT_HAS_MONEY_IN_BOOKINGS_MESSAGE);

    const cancelled = await cancel(someOrganizer, booking.id, true);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const deleted = await deleteAccount(someOrganizer);
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it("is allowed while the deposit is only awaited, with no payment started", async () => {
    clock.set(START);
    const { someOrganizer, someSupplier } = await newPair();
    const booking = await bookQuote(t, someOrganizer, someSupplier, {
      eventDateFrom: "2027-03-20",
    });
    const deleted = await deleteAccount(someSupplier);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await bookingExists(booking.id)).toBe(false);
  });
});
