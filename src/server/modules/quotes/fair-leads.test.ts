import { eq, isNull } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { openDatabase } from "#server/db/client";
import { eventRequests, notifications, quotes, users } from "#server/db/schema";
import type { NotificationList } from "#shared/contracts/notifications";
import {
  type QuoteLimitStatus,
  type QuoteWithSupplier,
  requestFullMessage,
  type SupplierQuote,
} from "#shared/contracts/quotes";
import {
  QUOTE_LIMIT_ABOVE_CURRENT_MESSAGE,
  QUOTE_LIMIT_ACTIVE_MESSAGE,
  QUOTE_LIMIT_MAX_MESSAGE,
  QUOTE_LIMIT_RAISE_ONCE_MESSAGE,
  type RequestDetail,
  type RequestListItem,
} from "#shared/contracts/requests";
import { expectError } from "#tests/support/expect-error";
import { marketplace } from "#tests/support/marketplace";
import {
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { testClock } from "#tests/support/test-clock";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Mid-month, so moving a week never crosses into the next allowance month. */
const START = new Date("2027-03-03T10:00:00Z");

const clock = testClock(START);
let t: TestApp;

const advance = (ms: number) => {
  clock.advance(ms);
};

const { inject, readJson, postRequest, sendQuote, quote, subscribe } = marketplace(() => t, {
  request: {
    title: "Spring ball",
    description: "Two hundred guests, dinner and dancing",
    eventDateFrom: "2027-06-12",
    location: "Leeds",
    categories: ["catering"],
  },
  quote: { price: "£900", total: 900, description: "Dinner for two hundred" },
});

const supplier = () => registerAccount(t.app, { role: "supplier" });
const organizer = () => registerAccount(t.app);

async function myQuote(account: TestAccount, quoteId: number) {
  const mine = await readJson<SupplierQuote[]>(account, "/api/quotes/supplier");
  const found = mine.find((item) => item.id === quoteId);
  if (!found) throw new Error(`quote ${quoteId} not in My Quotes`);
  return found;
}

async function notificationTitles(account: TestAccount) {
  const list = await readJson<NotificationList>(account, "/api/notifications");
  return list.notifications.map((notification) => notification.title);
}

beforeAll(async () => {
  t = await createTestApp(
    { REGISTER_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000" },
    {},
    { clock },
  );
});
afterAll(() => t.close());
afterEach(async () => {
  // Each test starts from the same day with earlier requests closed and their quotes read, so
  // sweeps see only its own.
  clock.set(START);
  await t.database.handle.db.update(eventRequests).set({ status: "cancelled" });
  await t.database.handle.db
    .update(quotes)
    .set({ viewedAt: new Date(START) })
    .where(isNull(quotes.viewedAt));
});

// Each test registers several accounts: password hashing takes its time on a busy machine.
describe("the quote cap", { timeout: 120_000 }, () => {
  it("takes exactly 5 of 10 parallel quotes and refuses the rest with 409", async () => {
    const owner = await organizer();
    const request = await postRequest(owner);
    const suppliers = await Promise.all(Array.from({ length: 10 }, supplier));
    const answers = await Promise.all(suppliers.map((account) => sendQuote(account, request.id)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expectError(answer, 409, "This request already has 5 quotes.");
    const stored = await t.database.handle.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.requestId, request.id));
    expect(stored).toHaveLength(5);
    const detail = await readJson<RequestDetail>(
      suppliers[0] as TestAccount,
      `/api/requests/${request.id}`,
    );
    expect(detail).toMatchObject({ quoteCount: 5, quoteLimit: 5, quoteLimitRaised: false });
    // A refused supplier on the free plan kept their allowance.
    const refused = suppliers.find((_, index) => answers[index]?.statusCode === 409);
    const status = await readJson<QuoteLimitStatus>(
      refused as TestAccount,
      "/api/quotes/limit/status",
    );
    expect(status.quotesRemaining).toBe(1);
  });

  it("leaves a full request out of Browse Requests unless the page asks for full ones", async () => {
    const owner = await organizer();
    const full = await postRequest(owner, { title: "Full ball" });
    const open = await postRequest(owner, { title: "Open ball" });
    const suppliers = await Promise.all(Array.from({ length: 5 }, supplier));
    for (const account of suppliers) await quote(account, full.id);
    const browser = await supplier();
    await quote(await supplier(), open.id);
    const listed = await readJson<RequestListItem[]>(browser, "/api/requests");
    expect(listed.map((item) => item.id)).toContain(open.id);
    expect(listed.map((item) => item.id)).not.toContain(full.id);
    expect(listed.find((item) => item.id === open.id)).toMatchObject({
      quoteCount: 1,
      quoteLimit: 5,
      organizerEmailVerified: true,
    });
    const withFull = await readJson<RequestListItem[]>(browser, "/api/requests?includeFull=true");
    expect(withFull.find((item) => item.id === full.id)).toMatchObject({
      quoteCount: 5,
      quoteLimit: 5,
    });
  });

  it("lets the organizer raise the cap once, to at most 10, and the new cap holds", async () => {
    const owner = await organizer();
    const request = await postRequest(owner);
    const url = `/api/requests/${request.id}/quote-limit`;
    const stranger = await organizer();
    expectError(await inject(stranger, "POST", url, { limit: 8 }), 403);
    expectError(await inject(owner, "POST", url, { limit: 11 }), 400, QUOTE_LIMIT_MAX_MESSAGE);
    expectError(
      await inject(owner, "POST", url, { limit: 5 }),
      400,
      QUOTE_LIMIT_ABOVE_CURRENT_MESSAGE,
    );
    expectError(await inject(owner, "POST", "/api/requests/999999/quote-limit", { limit: 8 }), 404);
    const raised = await inject(owner, "POST", url, { limit: 6 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json<RequestDetail>()).toMatchObject({ quoteLimit: 6, quoteLimitRaised: true });
    expectError(
      await inject(owner, "POST", url, { limit: 10 }),
      409,
      QUOTE_LIMIT_RAISE_ONCE_MESSAGE,
    );
    const suppliers = await Promise.all(Array.from({ length: 7 }, supplier));
    for (const account of suppliers.slice(0, 6)) await quote(account, request.id);
    expectError(
      await sendQuote(suppliers[6] as TestAccount, request.id),
      409,
      requestFullMessage(6),
    );
  });

  it("refuses to raise the cap of a closed request", async () => {
    const owner = await organizer();
    const request = await postRequest(owner);
    const closed = await inject(owner, "PUT", `/api/requests/${request.id}/status`, {
      status: "no_longer_needed",
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expectError(
      await inject(owner, "POST", `/api/requests/${request.id}/quote-limit`, { limit: 8 }),
      409,
      QUOTE_LIMIT_ACTIVE_MESSAGE,
    );
  });
});

describe("the organizer's record and read receipts", { timeout: 120_000 }, () => {
  it("shows a new organizer as null, then counts requests, hires, reads and hours to read", async () => {
    const owner = await organizer();
    const request = await postRequest(owner);
    await postRequest(owner, { title: "Second event" });
    const [first, second, third] = await Promise.all([supplier(), supplier(), supplier()]);
    const newcomer = await readJson<RequestDetail>(
      first as TestAccount,
      `/api/requests/${request.id}`,
    );
    expect(newcomer.organizerStats).toBeNull();
    expect(newcomer.organizerEmailVerified).toBe(true);

    const sent = await quote(first as TestAccount, request.id);
    expect(sent.viewedAt).toBeNull();
    await quote(second as TestAccount, request.id);
    advance(2 * HOUR_MS);
    await quote(third as TestAccount, request.id);
    expect((await myQuote(first as TestAccount, sent.id)).viewedAt).toBeNull();

    // A supplier looking at the request's quotes marks nothing read.
    await readJson<QuoteWithSupplier[]>(first as TestAccount, `/api/quotes/request/${request.id}`);
    expect((await myQuote(first as TestAccount, sent.id)).viewedAt).toBeNull();

    advance(1 * HOUR_MS);
    const readAt = clock().toISOString();
    const seen = await readJson<QuoteWithSupplier[]>(owner, `/api/quotes/request/${request.id}`);
    expect(seen.every((item) => item.viewedAt === readAt)).toBe(true);
    expect((await myQuote(first as TestAccount, sent.id)).viewedAt).toBe(readAt);
    // Opening them again keeps the first reading.
    advance(5 * HOUR_MS);
    await readJson<QuoteWithSupplier[]>(owner, `/api/quotes/request/${request.id}`);
    expect((await myQuote(first as TestAccount, sent.id)).viewedAt).toBe(readAt);

    const accepted = await inject(owner, "PUT", `/api/quotes/${sent.id}/status`, {
      status: "accepted",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const detail = await readJson<RequestDetail>(
      third as TestAccount,
      `/api/requests/${request.id}`,
    );
    // Read 3, 3 and 1 hours after arriving: the median is 3.
    expect(detail.organizerStats).toEqual({
      requests: 2,
      hires: 1,
      readShare: 1,
      medianHoursToRead: 3,
      rating: null,
      reviewCount: 0,
    });
    expect(detail.quoteCount).toBe(3);
  });

  it("counts a hire once per request however many quotes are accepted", async () => {
    const owner = await organizer();
    const request = await postRequest(owner);
    const [first, second, late] = await Promise.all([supplier(), supplier(), supplier()]);
    const one = await quote(first as TestAccount, request.id);
    const two = await quote(second as TestAccount, request.id);
    for (const sent of [one, two]) {
      const answer = await inject(owner, "PUT", `/api/quotes/${sent.id}/status`, {
        status: "accepted",
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const other = await postRequest(owner, { title: "Unread event" });
    await quote(late as TestAccount, other.id);
    const detail = await readJson<RequestDetail>(late as TestAccount, `/api/requests/${other.id}`);
    // None of the three was opened in the list: accepting a quote is not reading it.
    expect(detail.organizerStats).toMatchObject({ requests: 2, hires: 1 });
    expect(detail.organizerStats?.readShare).toBe(0);
  });
});

describe("free quotes back when unread", { timeout: 120_000 }, () => {
  it("returns an unread free quote's place after 7 days, once, and tells the supplier", async () => {
    const owner = await organizer();
    const request = await postRequest(owner);
    const free = await supplier();
    const sent = await quote(free, request.id);
    expect((await readJson<QuoteLimitStatus>(free, "/api/quotes/limit/status")).canQuote).toBe(
      false,
    );

    advance(6 * DAY_MS);
    expect((await t.app.scheduledWork.runOnce()).allowancesReturned).toBe(0);
    expect((await myQuote(free, sent.id)).allowanceReturnedAt).toBeNull();

    advance(1 * DAY_MS + HOUR_MS);
    const returnedAt = clock().toISOString();
    expect((await t.app.scheduledWork.runOnce()).allowancesReturned).toBe(1);
    expect((await myQuote(free, sent.id)).allowanceReturnedAt).toBe(returnedAt);
    expect(await readJson<QuoteLimitStatus>(free, "/api/quotes/limit/status")).toMatchObject({
      canQuote: true,
      quotesRemaining: 1,
    });
    expect(await notificationTitles(free)).toContain("Free quote returned");
    // The organizer is never told a supplier's plan.
    const ownerView = await readJson<QuoteWithSupplier[]>(
      owner,
      `/api/quotes/request/${request.id}`,
    );
    expect(ownerView[0]?.allowanceReturnedAt).toBeNull();

    advance(DAY_MS);
    expect((await t.app.scheduledWork.runOnce()).allowancesReturned).toBe(0);
    const [row] = await t.database.handle.db
      .select({ used: users.quotesThisMonth })
      .from(users)
      .where(eq(users.id, free.user.id));
    expect(row?.used).toBe(0);
  });

  it("sweeps as of a given time without moving the server's clock", async () => {
    const owner = await organizer();
    const request = await postRequest(owner);
    const free = await supplier();
    const sent = await quote(free, request.id);
    const inAWeek = new Date(clock().getTime() + 7 * DAY_MS + HOUR_MS);
    expect((await t.app.scheduledWork.runOnce(inAWeek)).allowancesReturned).toBe(1);
    expect((await myQuote(free, sent.id)).allowanceReturnedAt).toBe(inAWeek.toISOString());
    expect((await t.app.scheduledWork.runOnce()).allowancesReturned).toBe(0);
  });

  it("never returns a quote that was read, accepted or rejected, or one on a paid plan", async () => {
    const owner = await organizer();
    const read = await postRequest(owner, { title: "Read" });
    const decided = await postRequest(owner, { title: "Decided" });
    const [reader, accepted, rejected, paid] = await Promise.all([
      supplier(),
      supplier(),
      supplier(),
      supplier(),
    ]);
    await subscribe(paid as TestAccount);
    const readQuote = await quote(reader as TestAccount, read.id);
    await readJson<QuoteWithSupplier[]>(owner, `/api/quotes/request/${read.id}`);
    const acceptedQuote = await quote(accepted as TestAccount, decided.id);
    const rejectedQuote = await quote(rejected as TestAccount, decided.id);
    const paidQuote = await quote(paid as TestAccount, decided.id);
    for (const [id, status] of [
      [acceptedQuote.id, "accepted"],
      [rejectedQuote.id, "rejected"],
    ] as const) {
      const answer = await inject(owner, "PUT", `/api/quotes/${id}/status`, { status });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    advance(8 * DAY_MS);
    expect((await t.app.scheduledWork.runOnce()).allowancesReturned).toBe(0);
    for (const [account, sent] of [
      [reader, readQuote],
      [accepted, acceptedQuote],
      [rejected, rejectedQuote],
      [paid, paidQuote],
    ] as const)
      expect((await myQuote(account as TestAccount, sent.id)).allowanceReturnedAt).toBeNull();
  });

  it("returns unread free quotes at once when the organizer closes the request", async () => {
    const owner = await organizer();
    const request = await postRequest(owner);
    const [unread, paid] = await Promise.all([supplier(), supplier()]);
    await subscribe(paid as TestAccount);
    const free = await quote(unread as TestAccount, request.id);
    const paidQuote = await quote(paid as TestAccount, request.id);
    const closed = await inject(owner, "PUT", `/api/requests/${request.id}/status`, {
      status: "found_supplier",
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await myQuote(unread as TestAccount, free.id)).allowanceReturnedAt).toBe(
      clock().toISOString(),
    );
    expect((await myQuote(paid as TestAccount, paidQuote.id)).allowanceReturnedAt).toBeNull();
    expect(await notificationTitles(unread as TestAccount)).toContain("Free quote returned");
    advance(8 * DAY_MS);
    expect((await t.app.scheduledWork.runOnce()).allowancesReturned).toBe(0);
  });

  it("returns a quote once even when two app servers sweep at the same moment", async () => {
    const owner = await organizer();
    const request = await postRequest(owner);
    const free = await supplier();
    const sent = await quote(free, request.id);
    const second =
      t.database.handle.kind === "postgres" && t.database.databaseUrl
        ? await openDatabase({ databaseUrl: t.database.databaseUrl, poolSize: 4 })
        : null;
    const otherApp = await buildApp(t.config, { database: second ?? t.database.handle, clock });
    await otherApp.ready();
    try {
      advance(8 * DAY_MS);
      const reports = await Promise.all([
        t.app.scheduledWork.runOnce(),
        otherApp.scheduledWork.runOnce(),
        t.app.scheduledWork.runOnce(),
        otherApp.scheduledWork.runOnce(),
      ]);
      expect(reports.reduce((sum, report) => sum + report.allowancesReturned, 0)).toBe(1);
      const told = await t.database.handle.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(eq(notifications.userId, free.user.id));
      expect(told.filter((row) => row.title === "Free quote returned")).toHaveLength(1);
      expect((await myQuote(free, sent.id)).allowanceReturnedAt).not.toBeNull();
    } finally {
      await otherApp.close();
      await second?.close();
    }
  });
});

describe("leads that never go stale", { timeout: 120_000 }, () => {
  it("expires a request whose event date has passed, with a note, and tells the organizer", async () => {
    const owner = await organizer();
    const request = await postRequest(owner, { eventDateFrom: "2027-03-05" });
    advance(DAY_MS);
    expect((await t.app.scheduledWork.runOnce()).requestsExpired).toBe(0);
    expect(await notificationTitles(owner)).toContain("Request closing soon");
    advance(2 * DAY_MS);
    expect((await t.app.scheduledWork.runOnce()).requestsExpired).toBe(1);
    const detail = await readJson<RequestDetail>(owner, `/api/requests/${request.id}`);
    expect(detail).toMatchObject({
      status: "expired",
      statusReason: "Closed automatically: the event date has passed.",
      expiresAt: null,
    });
    expect(await notificationTitles(owner)).toContain("Request expired");
    const browser = await supplier();
    const listed = await readJson<RequestListItem[]>(browser, "/api/requests?includeFull=true");
    expect(listed.map((item) => item.id)).not.toContain(request.id);
    expectError(await sendQuote(browser, request.id), 409);
  });

  it("reminds the organizer 3 days before 30 quiet days, once, then expires the request", async () => {
    const owner = await organizer();
    const request = await postRequest(owner);
    const free = await supplier();
    const sent = await quote(free, request.id);
    // The quote is activity: the 30 days count from it.
    const listed = await readJson<RequestDetail>(owner, `/api/requests/${request.id}`);
    expect(listed.expiresAt).toBe(new Date(clock().getTime() + 30 * DAY_MS).toISOString());

    advance(26 * DAY_MS);
    expect((await t.app.scheduledWork.runOnce()).remindersSent).toBe(0);
    advance(DAY_MS + HOUR_MS);
    expect((await t.app.scheduledWork.runOnce()).remindersSent).toBe(1);
    expect((await t.app.scheduledWork.runOnce()).remindersSent).toBe(0);
    const titles = await notificationTitles(owner);
    expect(titles.filter((title) => title === "Request closing soon")).toHaveLength(1);

    advance(3 * DAY_MS);
    const report = await t.app.scheduledWork.runOnce();
    expect(report.requestsExpired).toBe(1);
    const detail = await readJson<RequestDetail>(owner, `/api/requests/${request.id}`);
    expect(detail.status).toBe("expired");
    expect(detail.statusReason).toBe(
      "Closed automatically after 30 days without a new quote or change.",
    );
    // Unread when it closed: the free quote's place came back (earlier, after 7 days).
    expect((await myQuote(free, sent.id)).allowanceReturnedAt).not.toBeNull();
  });

  it("keeps a request open while quotes keep arriving", async () => {
    const owner = await organizer();
    const request = await postRequest(owner, { eventDateFrom: "2027-12-01" });
    const suppliers = await Promise.all([supplier(), supplier()]);
    advance(20 * DAY_MS);
    await quote(suppliers[0] as TestAccount, request.id);
    advance(20 * DAY_MS);
    await quote(suppliers[1] as TestAccount, request.id);
    advance(20 * DAY_MS);
    expect((await t.app.scheduledWork.runOnce()).requestsExpired).toBe(0);
    const detail = await readJson<RequestDetail>(owner, `/api/requests/${request.id}`);
    expect(detail.status).toBe("active");
  });
});
