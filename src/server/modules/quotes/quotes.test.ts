import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventRequests, users } from "#server/db/schema";
import {
  ALREADY_QUOTED_MESSAGE,
  NOT_YOUR_QUOTE_MESSAGE,
  ONLY_OWNER_DECIDES_MESSAGE,
  ONLY_PENDING_DECIDED_MESSAGE,
  type OrganizerQuote,
  QUOTE_LIMIT_MESSAGE,
  QUOTE_MISSING_MESSAGE,
  QUOTE_NOT_FOUND_MESSAGE,
  QUOTES_PERMISSION_MESSAGE,
  type QuoteDetail,
  type QuoteLimitStatus,
  type QuoteView,
  type QuoteWithSupplier,
  REQUEST_NOT_ACTIVE_MESSAGE,
  type SupplierQuote,
} from "#shared/contracts/quotes";
import {
  REQUEST_NOT_FOUND_MESSAGE,
  type RequestListItem,
  type RequestView,
} from "#shared/contracts/requests";
import { quotaResetsOn } from "#shared/domain/quota";
import { expectError } from "#tests/support/expect-error";
import { marketplace } from "#tests/support/marketplace";
import {
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

const FREE_ACCESS_EMAIL = "lifetime-quotes@example.test";

let t: TestApp;
let organizer: TestAccount;
let otherOrganizer: TestAccount;
let paidSupplier: TestAccount;
let otherPaidSupplier: TestAccount;

const { inject, readJson, postRequest, sendQuote, quote, decide, subscribe } = marketplace(
  () => t,
  {
    request: {
      title: "Garden party",
      description: "Sixty guests, afternoon tea",
      eventDateFrom: "2099-07-01",
      location: "York",
      categories: ["catering"],
    },
    quote: {
      price: "£1,250",
      total: 1250,
      description: "Three-course menu with staff",
      additionalInfo: "Vegan options included",
    },
  },
);

async function storedQuota(account: TestAccount) {
  const [row] = await t.database.handle.db
    .select({ count: users.quotesThisMonth, since: users.lastQuoteReset })
    .from(users)
    .where(eq(users.id, account.user.id));
  return row;
}

const freeSupplier = () => registerAccount(t.app, { role: "supplier" });

beforeAll(async () => {
  t = await createTestApp({
    REGISTER_RATE_LIMIT: "10000",
    LOGIN_RATE_LIMIT: "10000",
    FREE_ACCESS_EMAILS: FREE_ACCESS_EMAIL,
  });
  [organizer, otherOrganizer, paidSupplier, otherPaidSupplier] = await Promise.all([
    registerAccount(t.app, { name: "Olivia Organiser" }),
    registerAccount(t.app),
    registerAccount(t.app, { role: "supplier", companyName: "Feast & Co Catering" }),
    registerAccount(t.app, { role: "supplier" }),
  ]);
  await subscribe(paidSupplier);
  await subscribe(otherPaidSupplier);
});
afterAll(() => t.close());

describe("sending a quote", () => {
  it("lets a supplier quote on an active request (201), its total in pence for sorting", async () => {
    const request = await postRequest(organizer);
    const response = await sendQuote(paidSupplier, request.id);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<QuoteView>()).toMatchObject({
      requestId: request.id,
      supplierId: paidSupplier.user.id,
      price: "£1,250",
      totalPence: 125_000,
      description: "Three-course menu with staff",
      additionalInfo: "Vegan options included",
      status: "pending",
    });
  });

  it("requires a price and a description, with the form's message", async () => {
    const request = await postRequest(organizer);
    for (const missing of [{ price: "  " }, { description: "" }, { price: undefined }]) {
      const body = expectError(await sendQuote(paidSupplier, request.id, missing), 400);
      expect(body.message).toBe(QUOTE_MISSING_MESSAGE);
    }
  });

  it("allows one quote per supplier per request (409), even when sent twice at once", async () => {
    const request = await postRequest(organizer);
    const answers = await Promise.all([
      sendQuote(otherPaidSupplier, request.id),
      sendQuote(otherPaidSupplier, request.id),
      sendQuote(otherPaidSupplier, request.id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expectError(answer, 409, ALREADY_QUOTED_MESSAGE);
    expectError(await sendQuote(otherPaidSupplier, request.id), 409, ALREADY_QUOTED_MESSAGE);
  });

  it("refuses a closed request (409) and a missing one (404)", async () => {
    for (const status of ["completed", "cancelled", "found_supplier", "no_longer_needed"]) {
      const request = await postRequest(organizer);
      // Only an event already held can be marked completed.
      if (status === "completed")
        await t.database.handle.db
          .update(eventRequests)
          .set({ eventDate: "2020-06-01", eventDateFrom: "2020-06-01", eventDateTo: null })
          .where(eq(eventRequests.id, request.id));
      const closed = await inject(organizer, "PUT", `/api/requests/${request.id}/status`, {
        status,
      });
      expect(closed.statusCode).toBe(200);
      expectError(await sendQuote(paidSupplier, request.id), 409, REQUEST_NOT_ACTIVE_MESSAGE);
    }
    expectError(await sendQuote(paidSupplier, 999_999), 404, REQUEST_NOT_FOUND_MESSAGE);
  });

  it("refuses organizers (403) and guests (401)", async () => {
    const request = await postRequest(organizer);
    expectError(await sendQuote(organizer, request.id), 403);
    expectError(
      await t.app.inject({
        method: "POST",
        url: "/api/quotes",
        payload: { requestId: request.id, price: "1", total: 1, description: "x" },
      }),
      401,
    );
  });
});

describe("the free plan's monthly allowance", () => {
  it("lets a free supplier quote once, then answers 429 with the spec's message", async () => {
    const supplier = await freeSupplier();
    const [first, second] = [await postRequest(organizer), await postRequest(organizer)];
    const before = await readJson<QuoteLimitStatus>(supplier, "/api/quotes/limit/status");
    expect(before).toEqual({
      canQuote: true,
      quotesRemaining: 1,
      monthlyLimit: 1,
      quotesThisMonth: 0,
      isUnlimited: false,
      resetsOn: quotaResetsOn(),
    });
    await quote(supplier, first.id);
    expectError(await sendQuote(supplier, second.id), 429, QUOTE_LIMIT_MESSAGE);
    const after = await readJson<QuoteLimitStatus>(supplier, "/api/quotes/limit/status");
    expect(after).toMatchObject({ canQuote: false, quotesRemaining: 0, quotesThisMonth: 1 });
  });

  it("lets exactly one of 10 parallel submissions through", async () => {
    const supplier = await freeSupplier();
    const requests = await Promise.all(Array.from({ length: 10 }, () => postRequest(organizer)));
    const answers = await Promise.all(requests.map((request) => sendQuote(supplier, request.id)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    const mine = await readJson<SupplierQuote[]>(supplier, "/api/quotes/supplier");
    expect(mine).toHaveLength(1);
    expect((await storedQuota(supplier))?.count).toBe(1);
  });

  it("starts again in a new month", async () => {
    const supplier = await freeSupplier();
    const [first, second] = [await postRequest(organizer), await postRequest(organizer)];
    await quote(supplier, first.id);
    // The allowance was used last month.
    await t.database.handle.db
      .update(users)
      .set({ lastQuoteReset: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
      .where(eq(users.id, supplier.user.id));
    const status = await readJson<QuoteLimitStatus>(supplier, "/api/quotes/limit/status");
    expect(status).toMatchObject({ canQuote: true, quotesRemaining: 1, quotesThisMonth: 0 });
    await quote(supplier, second.id);
    const stored = await storedQuota(supplier);
    expect(stored?.count).toBe(1);
    expect(Date.now() - (stored?.since?.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it("gives the allowance back when the quote itself is refused", async () => {
    const supplier = await freeSupplier();
    const request = await postRequest(organizer);
    const closed = await postRequest(organizer);
    await inject(organizer, "PUT", `/api/requests/${closed.id}/status`, { status: "cancelled" });
    expectError(await sendQuote(supplier, closed.id), 409);
    expect((await storedQuota(supplier))?.count).toBe(0);
    await quote(supplier, request.id);
  });

  it("honours a higher monthly limit set on the account", async () => {
    const supplier = await freeSupplier();
    await t.database.handle.db
      .update(users)
      .set({ monthlyQuoteLimit: 3 })
      .where(eq(users.id, supplier.user.id));
    const requests = await Promise.all(Array.from({ length: 4 }, () => postRequest(organizer)));
    const statuses = [];
    for (const request of requests)
      statuses.push((await sendQuote(supplier, request.id)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("does not limit a subscribed supplier or one with free access", async () => {
    const lifetime = await registerAccount(t.app, { role: "supplier", email: FREE_ACCESS_EMAIL });
    for (const supplier of [paidSupplier, lifetime]) {
      const requests = await Promise.all(Array.from({ length: 3 }, () => postRequest(organizer)));
      for (const request of requests) await quote(supplier, request.id);
      const status = await readJson<QuoteLimitStatus>(supplier, "/api/quotes/limit/status");
      expect(status).toMatchObject({ canQuote: true, quotesRemaining: null, isUnlimited: true });
    }
  });

  it("answers the allowance to suppliers only", async () => {
    expectError(await inject(organizer, "GET", "/api/quotes/limit/status"), 403);
    expectError(await t.app.inject({ method: "GET", url: "/api/quotes/limit/status" }), 401);
  });
});

describe("reading quotes", () => {
  let request: RequestView;
  let mine: QuoteView;
  let theirs: QuoteView;

  beforeAll(async () => {
    request = await postRequest(organizer, { title: "Winter ball" });
    mine = await quote(paidSupplier, request.id, { price: "900", total: 900 });
    theirs = await quote(otherPaidSupplier, request.id, {
      price: "From £1,100 per day",
      total: 1100,
    });
  });

  it("shows the request's organizer every quote with each supplier's card and rating", async () => {
    const list = await readJson<QuoteWithSupplier[]>(
      organizer,
      `/api/quotes/request/${request.id}`,
    );
    expect(list.map((q) => q.id)).toEqual([theirs.id, mine.id]);
    const fromPaid = list.find((q) => q.id === mine.id);
    expect(fromPaid?.supplier).toEqual({
      id: paidSupplier.user.id,
      name: "Feast & Co Catering",
      urlSlug: paidSupplier.user.urlSlug,
      profileImage: null,
      address: null,
      avgRating: 0,
      reviewCount: 0,
      // The supplier has set no base, so no distance; their speed is over every quote they sent.
      distanceKm: null,
      medianHoursToQuote: expect.any(Number),
      quotesSent: expect.any(Number),
    });
    expect(fromPaid?.supplier.quotesSent).toBeGreaterThanOrEqual(1);
    expect(fromPaid).toMatchObject({ totalPence: 90_000, reviewed: false });
  });

  it("shows a supplier only their own quote on a request", async () => {
    const list = await readJson<QuoteWithSupplier[]>(
      paidSupplier,
      `/api/quotes/request/${request.id}`,
    );
    expect(list.map((q) => q.id)).toEqual([mine.id]);
    const outsider = await freeSupplier();
    expect(
      await readJson<QuoteWithSupplier[]>(outsider, `/api/quotes/request/${request.id}`),
    ).toEqual([]);
  });

  it("refuses another organizer the quotes of a request (403) with the spec's message", async () => {
    expectError(
      await inject(otherOrganizer, "GET", `/api/quotes/request/${request.id}`),
      403,
      QUOTES_PERMISSION_MESSAGE,
    );
    expectError(await inject(organizer, "GET", "/api/quotes/request/999999"), 404);
    expectError(
      await t.app.inject({ method: "GET", url: `/api/quotes/request/${request.id}` }),
      401,
    );
  });

  it("lists a supplier's own quotes with their requests, and refuses organizers", async () => {
    const list = await readJson<SupplierQuote[]>(paidSupplier, "/api/quotes/supplier");
    expect(list.every((q) => q.supplierId === paidSupplier.user.id)).toBe(true);
    expect(list.find((q) => q.id === mine.id)?.request).toEqual({
      id: request.id,
      title: "Winter ball",
      eventDate: "2099-07-01",
      location: "York",
      status: "active",
      organizerId: organizer.user.id,
      organizerName: "Olivia Organiser",
    });
    expect(list.some((q) => q.id === theirs.id)).toBe(false);
    expectError(await inject(organizer, "GET", "/api/quotes/supplier"), 403);
  });

  it("lists every quote on an organizer's own requests, and refuses suppliers", async () => {
    const list = await readJson<OrganizerQuote[]>(organizer, "/api/quotes");
    expect(list.map((q) => q.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(list.every((q) => q.request.organizerId === organizer.user.id)).toBe(true);
    expect(await readJson<OrganizerQuote[]>(otherOrganizer, "/api/quotes")).toEqual([]);
    expectError(await inject(paidSupplier, "GET", "/api/quotes"), 403);
  });

  it("shows one quote to its supplier and the request's organizer only", async () => {
    const detail = await readJson<QuoteDetail>(paidSupplier, `/api/quotes/${mine.id}`);
    expect(detail).toMatchObject({ id: mine.id, requestId: request.id });
    expect((await readJson<QuoteDetail>(organizer, `/api/quotes/${mine.id}`)).id).toBe(mine.id);
    expectError(
      await inject(otherPaidSupplier, "GET", `/api/quotes/${mine.id}`),
      403,
      NOT_YOUR_QUOTE_MESSAGE,
    );
    expectError(await inject(otherOrganizer, "GET", `/api/quotes/${mine.id}`), 403);
    expectError(await inject(organizer, "GET", "/api/quotes/999999"), 404, QUOTE_NOT_FOUND_MESSAGE);
  });

  it("summarises quotes in request lists: all for the organizer, only one's own for a supplier", async () => {
    const ownList = await readJson<RequestListItem[]>(organizer, "/api/requests");
    expect(
      ownList
        .find((r) => r.id === request.id)
        ?.quotes.map((q) => q.id)
        .sort(),
    ).toEqual([mine.id, theirs.id].sort());
    const supplierList = await readJson<RequestListItem[]>(paidSupplier, "/api/requests");
    expect(supplierList.find((r) => r.id === request.id)?.quotes).toEqual([
      {
        id: mine.id,
        supplierId: paidSupplier.user.id,
        status: "pending",
        createdAt: mine.createdAt,
      },
    ]);
    const detail = await readJson<{ quoteCount: number }>(organizer, `/api/requests/${request.id}`);
    expect(detail.quoteCount).toBe(2);
  });
});

describe("accepting and rejecting", () => {
  it("lets the owner accept one quote and reject another; the others stay as they are", async () => {
    const request = await postRequest(organizer);
    const third = await registerAccount(t.app, { role: "supplier" });
    await subscribe(third);
    const [a, b, c] = [
      await quote(paidSupplier, request.id),
      await quote(otherPaidSupplier, request.id),
      await quote(third, request.id),
    ];
    const accepted = await decide(organizer, a.id, "accepted");
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<QuoteView>().status).toBe("accepted");
    expect((await decide(organizer, b.id, "rejected")).json<QuoteView>().status).toBe("rejected");
    const list = await readJson<QuoteWithSupplier[]>(
      organizer,
      `/api/quotes/request/${request.id}`,
    );
    expect(Object.fromEntries(list.map((q) => [q.id, q.status]))).toEqual({
      [a.id]: "accepted",
      [b.id]: "rejected",
      [c.id]: "pending",
    });
    const supplierView = await readJson<SupplierQuote[]>(paidSupplier, "/api/quotes/supplier");
    expect(supplierView.find((q) => q.id === a.id)?.status).toBe("accepted");
  });

  it("refuses anyone but the request's organizer (403) and guests (401)", async () => {
    const request = await postRequest(organizer);
    const q = await quote(paidSupplier, request.id);
    expectError(await decide(otherOrganizer, q.id, "accepted"), 403, ONLY_OWNER_DECIDES_MESSAGE);
    expectError(await decide(paidSupplier, q.id, "accepted"), 403);
    expectError(
      await t.app.inject({
        method: "PUT",
        url: `/api/quotes/${q.id}/status`,
        payload: { status: "accepted" },
      }),
      401,
    );
    expectError(await decide(organizer, 999_999, "accepted"), 404);
  });

  it("decides only a pending quote on an active request (409), and only accepted or rejected", async () => {
    const request = await postRequest(organizer);
    const q = await quote(paidSupplier, request.id);
    expectError(await decide(organizer, q.id, "pending"), 400);
    const other = await quote(otherPaidSupplier, request.id);
    expect((await decide(organizer, q.id, "accepted")).statusCode).toBe(200);
    expectError(await decide(organizer, q.id, "rejected"), 409, ONLY_PENDING_DECIDED_MESSAGE);
    await inject(organizer, "PUT", `/api/requests/${request.id}/status`, { status: "cancelled" });
    expectError(await decide(organizer, other.id, "accepted"), 409, ONLY_PENDING_DECIDED_MESSAGE);
  });

  it("decides once when two decisions race", async () => {
    const request = await postRequest(organizer);
    const q = await quote(paidSupplier, request.id);
    const answers = await Promise.all([
      decide(organizer, q.id, "accepted"),
      decide(organizer, q.id, "rejected"),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});
