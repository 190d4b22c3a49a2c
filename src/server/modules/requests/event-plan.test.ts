import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
import { TEST_CARDS } from "#shared/contracts/payments";
import { QUOTE_SERVICE_MESSAGE, type QuoteView } from "#shared/contracts/quotes";
import {
  type EventPlan,
  QUOTE_PICKS_NOT_ON_REQUEST_MESSAGE,
  REQUEST_NOT_FOUND_MESSAGE,
  type RequestComparison,
  type RequestDetail,
  type RequestView,
  SERVICE_BUDGET_AMOUNT_MESSAGE,
  SERVICE_BUDGET_ONE_SERVICE_MESSAGE,
  serviceBudgetNotAskedMessage,
  serviceBudgetsAboveTotalMessage,
} from "#shared/contracts/requests";
import { expectError } from "#tests/support/expect-error";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { NOT_YOUR_REQUEST_COMPARISON } from "./request-comparison.service";

let t: TestApp;
let organizer: TestAccount;
let otherOrganizer: TestAccount;
let photographer: TestAccount;
let baker: TestAccount;
let dj: TestAccount;
/** Offers cake and catering: on a request for both, the supplier says which the quote is for. */
let bakerAndCaterer: TestAccount;

async function subscribe(account: TestAccount) {
  await t.database.handle.db
    .update(users)
    .set({
      subscriptionActive: true,
      subscriptionType: "monthly",
      subscriptionExpiry: new Date("2099-01-01T00:00:00Z"),
    })
    .where(eq(users.id, account.user.id));
}

async function postRequest(categories: string[], budget: string | null = "£3,000") {
  const response = await injectAs(t.app, organizer.cookie, {
    method: "POST",
    url: "/api/requests",
    payload: {
      title: "Maya's 30th birthday",
      description: "A party for forty friends",
      eventDateFrom: "2027-09-04",
      location: "Leeds",
      budget,
      attendees: "40",
      categories,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RequestView>();
}

async function quote(
  account: TestAccount,
  requestId: number,
  total: number,
  extra: Record<string, unknown> = {},
) {
  const response = await injectAs(t.app, account.cookie, {
    method: "POST",
    url: "/api/quotes",
    payload: { requestId, price: `£${total}`, total, description: "Our offer", ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<QuoteView>();
}

/** Accepts the quote, which books it; answers the booking's id. */
async function accept(quoteId: number): Promise<number> {
  const response = await injectAs(t.app, organizer.cookie, {
    method: "PUT",
    url: `/api/quotes/${quoteId}/status`,
    payload: { status: "accepted" },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { bookingId } = response.json<{ bookingId?: number }>();
  if (bookingId === undefined) throw new Error("accepting the quote booked nothing");
  return bookingId;
}

/** The organizer pays a booking's deposit with the test provider's card. */
async function payDeposit(bookingId: number) {
  const started = await injectAs(t.app, organizer.cookie, {
    method: "POST",
    url: `/api/bookings/${bookingId}/deposit`,
  });
  expect(started.statusCode, started.body).toBe(200);
  const paid = await injectAs(t.app, organizer.cookie, {
    method: "POST",
    url: "/api/bookings/deposit/test-confirm",
    payload: {
      clientSecret: started.json<{ clientSecret: string }>().clientSecret,
      name: "Olivia Organizer",
      cardNumber: TEST_CARDS.succeeds,
      expiry: "12/34",
      cvc: "123",
    },
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

const put = (account: TestAccount | null, url: string, payload: unknown) =>
  account
    ? injectAs(t.app, account.cookie, { method: "PUT", url, payload: payload as object })
    : t.app.inject({ method: "PUT", url, payload: payload as object });

async function detail(account: TestAccount, requestId: number) {
  const response = await injectAs(t.app, account.cookie, {
    method: "GET",
    url: `/api/requests/${requestId}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RequestDetail>();
}

beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000" });
  [organizer, otherOrganizer, photographer, baker, dj, bakerAndCaterer] = await Promise.all([
    registerAccount(t.app),
    registerAccount(t.app),
    registerAccount(t.app, { role: "supplier", categories: ["photography", "videography"] }),
    registerAccount(t.app, { role: "supplier", categories: ["cake"] }),
    registerAccount(t.app, { role: "supplier", categories: ["dj"] }),
    registerAccount(t.app, { role: "supplier", categories: ["catering", "cake"] }),
  ]);
  for (const supplier of [photographer, baker, dj, bakerAndCaterer]) await subscribe(supplier);
});
afterAll(() => t.close());

describe("each quote answers one of the request's services", { timeout: 60_000 }, () => {
  it("files a quote under the request's category its supplier offers", async () => {
    const birthday = await postRequest(["photography", "cake", "dj"]);
    expect((await quote(photographer, birthday.id, 900)).service).toBe("photography");
    expect((await quote(baker, birthday.id, 320)).service).toBe("cake");
    expect((await quote(dj, birthday.id, 600)).service).toBe("dj");
  });

  it("takes the supplier's choice among the services they offer, and refuses any other", async () => {
    const party = await postRequest(["catering", "cake"]);
    const refused = await injectAs(t.app, bakerAndCaterer.cookie, {
      method: "POST",
      url: "/api/quotes",
      payload: {
        requestId: party.id,
        price: "£400",
        total: 400,
        description: "A cake",
        service: "dj",
      },
    });
    const body = expectError(refused, 400, QUOTE_SERVICE_MESSAGE);
    expect(body.fieldErrors?.service).toEqual([QUOTE_SERVICE_MESSAGE]);
    const chosen = await quote(bakerAndCaterer, party.id, 400, { service: "cake" });
    expect(chosen.service).toBe("cake");
  });

  it("without a choice, takes the service the quote gives details for, else the first offered", async () => {
    const party = await postRequest(["catering", "cake"]);
    const detailed = await quote(bakerAndCaterer, party.id, 400, {
      categoryFields: { cake: { tiers: 3 } },
    });
    expect(detailed.service).toBe("cake");
    const other = await postRequest(["cake", "catering"]);
    expect((await quote(bakerAndCaterer, other.id, 400)).service).toBe("cake");
  });
});

describe("the shortlist and hidden quotes are kept on the server", { timeout: 60_000 }, () => {
  let requestId: number;
  let quoteIds: number[];

  beforeAll(async () => {
    const birthday = await postRequest(["photography", "cake", "dj"]);
    requestId = birthday.id;
    quoteIds = [
      (await quote(photographer, requestId, 900)).id,
      (await quote(baker, requestId, 320)).id,
      (await quote(dj, requestId, 600)).id,
    ];
  });

  it("replaces the owner's shortlist and hidden quotes, and opens the request with them", async () => {
    const [first, second, third] = quoteIds as [number, number, number];
    const shortlisted = await put(organizer, `/api/requests/${requestId}/shortlist`, {
      quoteIds: [third, first, third],
    });
    expect(shortlisted.statusCode, shortlisted.body).toBe(200);
    expect(shortlisted.json<RequestComparison>()).toEqual({
      shortlist: [first, third].sort((a, b) => a - b),
      hidden: [],
      serviceBudgets: {},
    });
    const hidden = await put(organizer, `/api/requests/${requestId}/hidden`, {
      quoteIds: [second],
    });
    expect(hidden.statusCode, hidden.body).toBe(200);

    // Another device: the request's page opens with what was kept.
    const opened = await detail(organizer, requestId);
    expect(opened.comparison).toEqual({
      shortlist: [first, third].sort((a, b) => a - b),
      hidden: [second],
      serviceBudgets: {},
    });
    // Nobody else learns of it.
    expect((await detail(baker, requestId)).comparison).toBeNull();

    const cleared = await put(organizer, `/api/requests/${requestId}/shortlist`, { quoteIds: [] });
    expect(cleared.json<RequestComparison>().shortlist).toEqual([]);
  });

  it("refuses quotes from another request, and lists that are not lists of ids", async () => {
    const elsewhere = await postRequest(["dj"]);
    const foreign = await quote(dj, elsewhere.id, 500);
    for (const kind of ["shortlist", "hidden"]) {
      const body = expectError(
        await put(organizer, `/api/requests/${requestId}/${kind}`, {
          quoteIds: [quoteIds[0], foreign.id],
        }),
        400,
        QUOTE_PICKS_NOT_ON_REQUEST_MESSAGE,
      );
      expect(body.fieldErrors?.quoteIds?.[0]).toContain(String(foreign.id));
      expectError(
        await put(organizer, `/api/requests/${requestId}/${kind}`, { quoteIds: ["one"] }),
        400,
      );
      expectError(await put(organizer, `/api/requests/${requestId}/${kind}`, {}), 400);
      expectError(
        await put(organizer, `/api/requests/${requestId}/${kind}`, {
          quoteIds: Array.from({ length: 11 }, (_, index) => index + 1),
        }),
        400,
      );
    }
    // Nothing refused was kept.
    expect((await detail(organizer, requestId)).comparison?.shortlist).toEqual([]);
  });

  it("is the owner's alone: 401 signed out, 403 for a supplier or another organizer, 404 for no request", async () => {
    for (const kind of ["shortlist", "hidden"]) {
      const url = `/api/requests/${requestId}/${kind}`;
      const payload = { quoteIds: [quoteIds[0]] };
      expectError(await put(null, url, payload), 401);
      expectError(await put(baker, url, payload), 403);
      expectError(await put(otherOrganizer, url, payload), 403, NOT_YOUR_REQUEST_COMPARISON);
      expectError(
        await put(organizer, `/api/requests/999999/${kind}`, payload),
        404,
        REQUEST_NOT_FOUND_MESSAGE,
      );
    }
  });
});

describe("the budget split between services", { timeout: 60_000 }, () => {
  it("keeps a line per service in pence, and {} clears the split", async () => {
    const birthday = await postRequest(["photography", "cake", "dj"]);
    const url = `/api/requests/${birthday.id}/service-budgets`;
    const split = await put(organizer, url, { budgets: { dj: 700, photography: 1500.5 } });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json<RequestComparison>().serviceBudgets).toEqual({
      photography: 150_050,
      dj: 70_000,
    });
    expect((await detail(organizer, birthday.id)).comparison?.serviceBudgets).toEqual({
      photography: 150_050,
      dj: 70_000,
    });
    // The whole budget to the penny is allowed.
    const whole = await put(organizer, url, {
      budgets: { photography: 1500, cake: 500, dj: 1000 },
    });
    expect(whole.statusCode, whole.body).toBe(200);
    const cleared = await put(organizer, url, { budgets: {} });
    expect(cleared.json<RequestComparison>().serviceBudgets).toEqual({});
  });

  it("refuses lines above the total budget, for services not asked for, and on a one-service request", async () => {
    const birthday = await postRequest(["photography", "cake", "dj"]);
    const url = `/api/requests/${birthday.id}/service-budgets`;
    expectError(
      await put(organizer, url, { budgets: { photography: 2000, cake: 500, dj: 600 } }),
      400,
      serviceBudgetsAboveTotalMessage(310_000, 300_000),
    );
    const notAsked = expectError(
      await put(organizer, url, { budgets: { photography: 500, band: 300 } }),
      400,
      serviceBudgetNotAskedMessage("band"),
    );
    expect(notAsked.fieldErrors?.["budgets.band"]).toEqual([serviceBudgetNotAskedMessage("band")]);
    for (const amount of [0, -5, 10.005, 20_000_000, "300"]) {
      expectError(
        await put(organizer, url, { budgets: { cake: amount } }),
        400,
        SERVICE_BUDGET_AMOUNT_MESSAGE,
      );
    }
    expectError(await put(organizer, url, { budgets: [300] }), 400);
    expect((await detail(organizer, birthday.id)).comparison?.serviceBudgets).toEqual({});

    const single = await postRequest(["cake"]);
    expectError(
      await put(organizer, `/api/requests/${single.id}/service-budgets`, {
        budgets: { cake: 300 },
      }),
      400,
      SERVICE_BUDGET_ONE_SERVICE_MESSAGE,
    );
  });

  it("takes any split when the budget is words, not an amount", async () => {
    const flexible = await postRequest(["cake", "dj"], "Flexible");
    const split = await put(organizer, `/api/requests/${flexible.id}/service-budgets`, {
      budgets: { cake: 5000, dj: 9000 },
    });
    expect(split.statusCode, split.body).toBe(200);
  });

  it("is the owner's alone", async () => {
    const birthday = await postRequest(["cake", "dj"]);
    const url = `/api/requests/${birthday.id}/service-budgets`;
    const payload = { budgets: { cake: 300 } };
    expectError(await put(null, url, payload), 401);
    expectError(await put(dj, url, payload), 403);
    expectError(await put(otherOrganizer, url, payload), 403, NOT_YOUR_REQUEST_COMPARISON);
    expectError(await put(organizer, "/api/requests/999999/service-budgets", payload), 404);
  });
});

describe("the event plan", { timeout: 60_000 }, () => {
  it("lists each service with who is booked, their deposit and balance, and the sum against the budget", async () => {
    const birthday = await postRequest(["photography", "cake", "dj"]);
    const photo = await quote(photographer, birthday.id, 900, {
      deposit: { kind: "percent", percent: 25 },
    });
    const cake = await quote(baker, birthday.id, 320, { deposit: { kind: "amount", amount: 50 } });
    await quote(dj, birthday.id, 600);
    await payDeposit(await accept(photo.id));
    await accept(cake.id);
    await put(organizer, `/api/requests/${birthday.id}/service-budgets`, {
      budgets: { photography: 1000, cake: 250 },
    });

    const response = await injectAs(t.app, organizer.cookie, {
      method: "GET",
      url: `/api/requests/${birthday.id}/plan`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const plan = response.json<EventPlan>();
    expect(plan.services.map((service) => service.service)).toEqual(["photography", "cake", "dj"]);
    const [photography, cakeLine, djLine] = plan.services;
    expect(photography).toMatchObject({
      budgetPence: 100_000,
      bookedPence: 90_000,
      pendingQuotes: 0,
      booked: [
        {
          quoteId: photo.id,
          supplier: { id: photographer.user.id },
          totalPence: 90_000,
          depositPence: 22_500,
          paidPence: 22_500,
          balancePence: 67_500,
        },
      ],
    });
    expect(cakeLine).toMatchObject({
      budgetPence: 25_000,
      bookedPence: 32_000,
      booked: [{ depositPence: 5_000, paidPence: 0, balancePence: 27_000 }],
    });
    expect(djLine).toMatchObject({ budgetPence: null, booked: [], pendingQuotes: 1 });
    expect(plan).toMatchObject({
      totalPence: 122_000,
      depositPence: 27_500,
      balancePence: 94_500,
      unpricedCount: 0,
      budgetPence: 300_000,
      budgetFrom: "total",
    });
  });

  it("measures a one-service request against its whole budget, and a budget in words against the split", async () => {
    const single = await postRequest(["cake"], "£400");
    await accept((await quote(baker, single.id, 320)).id);
    const singlePlan = (
      await injectAs(t.app, organizer.cookie, {
        method: "GET",
        url: `/api/requests/${single.id}/plan`,
      })
    ).json<EventPlan>();
    expect(singlePlan.services).toMatchObject([
      { service: "cake", budgetPence: 40_000, bookedPence: 32_000 },
    ]);

    const flexible = await postRequest(["cake", "dj"], "Flexible");
    await put(organizer, `/api/requests/${flexible.id}/service-budgets`, {
      budgets: { cake: 300, dj: 500 },
    });
    const flexiblePlan = (
      await injectAs(t.app, organizer.cookie, {
        method: "GET",
        url: `/api/requests/${flexible.id}/plan`,
      })
    ).json<EventPlan>();
    expect(flexiblePlan).toMatchObject({
      budgetPence: 80_000,
      budgetFrom: "services",
      totalPence: 0,
    });
  });

  it("is the owner's alone", async () => {
    const birthday = await postRequest(["cake", "dj"]);
    const url = `/api/requests/${birthday.id}/plan`;
    expectError(await t.app.inject({ method: "GET", url }), 401);
    expectError(await injectAs(t.app, baker.cookie, { method: "GET", url }), 403);
    expectError(
      await injectAs(t.app, otherOrganizer.cookie, { method: "GET", url }),
      403,
      NOT_YOUR_REQUEST_COMPARISON,
    );
    expectError(
      await injectAs(t.app, organizer.cookie, { method: "GET", url: "/api/requests/999999/plan" }),
      404,
    );
  });
});
