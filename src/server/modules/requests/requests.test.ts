import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventRequests } from "#server/db/schema";
import { geocodePlace } from "#server/lib/geo/gazetteer";
import {
  COMPLETE_BEFORE_EVENT_MESSAGE,
  END_BEFORE_START_MESSAGE,
  ONLY_ACTIVE_STATUS_MESSAGE,
  REQUEST_CATEGORY_MESSAGE,
  REQUEST_DATE_MESSAGE,
  REQUEST_NOT_FOUND_MESSAGE,
  REQUEST_REQUIRED_MESSAGE,
  type RequestDetail,
  type RequestView,
  START_DATE_PAST_MESSAGE,
} from "#shared/contracts/requests";
import { ukToday } from "#shared/domain/calendar-days";
import { expectError } from "#tests/support/expect-error";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

const VIEW_FIELDS = [
  "attendees",
  "budget",
  "categories",
  "createdAt",
  "description",
  "eventDate",
  "eventDateFrom",
  "eventDateTo",
  "id",
  "location",
  "organizerId",
  "organizerName",
  "status",
  "title",
  "updatedAt",
];

let t: TestApp;
let organizer: TestAccount;
let otherOrganizer: TestAccount;
let supplier: TestAccount;

const body = (overrides: Record<string, unknown> = {}) => ({
  title: "Summer wedding",
  description: "120 guests, evening reception",
  eventDateFrom: "2099-06-01",
  location: "Manchester",
  budget: "£5,000",
  attendees: "120",
  categories: ["catering"],
  ...overrides,
});

const create = (account: TestAccount, payload: Record<string, unknown> = body()) =>
  injectAs(t.app, account.cookie, { method: "POST", url: "/api/requests", payload });

async function createRequest(account: TestAccount, overrides: Record<string, unknown> = {}) {
  const response = await create(account, body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RequestView>();
}

const get = (account: TestAccount, url: string) =>
  injectAs(t.app, account.cookie, { method: "GET", url });

const setStatus = (account: TestAccount, id: number, payload: Record<string, unknown>) =>
  injectAs(t.app, account.cookie, {
    method: "PUT",
    url: `/api/requests/${id}/status`,
    payload,
  });

async function listOf(account: TestAccount, url = "/api/requests") {
  const response = await get(account, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RequestView[]>();
}

async function storedRequest(id: number) {
  const [row] = await t.database.handle.db
    .select()
    .from(eventRequests)
    .where(eq(eventRequests.id, id));
  return row;
}

function ukDaysFromToday(days: number): string {
  const today = new Date(`${ukToday()}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

/** Moves a request's event into the past, as time passing would; the API takes no past dates. */
async function setEventDays(id: number, from: string, to: string | null = null) {
  await t.database.handle.db
    .update(eventRequests)
    .set({ eventDateFrom: from, eventDateTo: to, eventDate: to ? `${from} to ${to}` : from })
    .where(eq(eventRequests.id, id));
}

beforeAll(async () => {
  // Many accounts from one address: the sign-up and password limits have their own tests.
  t = await createTestApp({ REGISTER_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000" });
  [organizer, otherOrganizer, supplier] = await Promise.all([
    registerAccount(t.app, { name: "Olivia Organiser" }),
    registerAccount(t.app),
    registerAccount(t.app, { role: "supplier" }),
  ]);
});
afterAll(() => t.close());

describe("creating", () => {
  it("lets an organizer create a request (201), geocoding a known location", async () => {
    const response = await create(organizer);
    expect(response.statusCode, response.body).toBe(201);
    const request = response.json<RequestView>();
    expect(Object.keys(request).sort()).toEqual(VIEW_FIELDS);
    expect(request).toMatchObject({
      organizerId: organizer.user.id,
      organizerName: "Olivia Organiser",
      title: "Summer wedding",
      eventDate: "2099-06-01",
      eventDateFrom: "2099-06-01",
      eventDateTo: null,
      location: "Manchester",
      budget: "£5,000",
      attendees: "120",
      categories: ["catering"],
      status: "active",
    });
    const row = await storedRequest(request.id);
    expect(row?.latitude).toBeCloseTo(53.48, 1);
    expect(row?.longitude).toBeCloseTo(-2.24, 1);
  });

  it("stores a range as 'start to end' and ignores the eventDate sent", async () => {
    const request = await createRequest(organizer, {
      eventDateFrom: "2099-06-01",
      eventDateTo: "2099-06-03",
      eventDate: "whatever",
    });
    expect(request.eventDate).toBe("2099-06-01 to 2099-06-03");
    expect(request.eventDateTo).toBe("2099-06-03");
  });

  it("accepts today as the start date (UK) and keeps an ungeocodable location", async () => {
    const request = await createRequest(organizer, {
      eventDateFrom: ukToday(),
      location: "Qqzzxx Nowhere",
      budget: "",
      attendees: undefined,
    });
    expect(request.eventDateFrom).toBe(ukToday());
    expect(request.budget).toBeNull();
    expect(request.attendees).toBeNull();
    const row = await storedRequest(request.id);
    expect(row?.latitude).toBeNull();
    expect(row?.longitude).toBeNull();
  });

  it("refuses a start date in the past", async () => {
    expectError(
      await create(organizer, body({ eventDateFrom: ukDaysFromToday(-1) })),
      400,
      START_DATE_PAST_MESSAGE,
    );
  });

  it("refuses an end date before the start date", async () => {
    expectError(
      await create(organizer, body({ eventDateFrom: "2099-06-05", eventDateTo: "2099-06-04" })),
      400,
      END_BEFORE_START_MESSAGE,
    );
  });

  it("requires title, description, start date and location with the form's message", async () => {
    for (const missing of ["title", "description", "eventDateFrom", "location"]) {
      const blank = expectError(
        await create(organizer, body({ [missing]: "  " })),
        400,
        REQUEST_REQUIRED_MESSAGE,
      );
      expect(blank.fieldErrors?.[missing]).toEqual([REQUEST_REQUIRED_MESSAGE]);
      const absent = body();
      delete (absent as Record<string, unknown>)[missing];
      expectError(await create(organizer, absent), 400, REQUEST_REQUIRED_MESSAGE);
    }
  });

  it("refuses a start or end date that is not a real YYYY-MM-DD date", async () => {
    expectError(
      await create(organizer, body({ eventDateFrom: "2099-02-30" })),
      400,
      REQUEST_DATE_MESSAGE,
    );
    expectError(
      await create(organizer, body({ eventDateTo: "01/07/2099" })),
      400,
      REQUEST_DATE_MESSAGE,
    );
  });

  it("requires at least one known category", async () => {
    expectError(await create(organizer, body({ categories: [] })), 400, REQUEST_CATEGORY_MESSAGE);
    const absent = body();
    delete (absent as Record<string, unknown>).categories;
    expectError(await create(organizer, absent), 400, REQUEST_CATEGORY_MESSAGE);
    expectError(await create(organizer, body({ categories: ["unicorns"] })), 400);
  });

  it("refuses suppliers (403) and guests (401)", async () => {
    expectError(await create(supplier), 403);
    expectError(await t.app.inject({ method: "POST", url: "/api/requests", payload: body() }), 401);
  });
});

describe("listing", () => {
  let owner: TestAccount;
  let magicianAndCake: RequestView;
  let floristOnly: RequestView;
  let closedMagician: RequestView;

  beforeAll(async () => {
    owner = await registerAccount(t.app);
    magicianAndCake = await createRequest(owner, { categories: ["magician", "cake"] });
    floristOnly = await createRequest(owner, { categories: ["florist"] });
    closedMagician = await createRequest(owner, { categories: ["magician"] });
    expect((await setStatus(owner, closedMagician.id, { status: "cancelled" })).statusCode).toBe(
      200,
    );
  });

  it("shows a supplier only active requests overlapping their categories, newest first", async () => {
    const magician = await registerAccount(t.app, {
      role: "supplier",
      categories: ["magician", "dj"],
    });
    const list = await listOf(magician);
    const ids = list.map((request) => request.id);
    expect(ids).toContain(magicianAndCake.id);
    expect(ids).not.toContain(floristOnly.id);
    expect(ids).not.toContain(closedMagician.id);
    for (const request of list) {
      expect(request.status).toBe("active");
      expect(request.categories.some((c) => c === "magician" || c === "dj")).toBe(true);
    }
    const created = list.map((request) => request.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it("shows a supplier without categories every active request", async () => {
    const list = await listOf(supplier);
    const ids = list.map((request) => request.id);
    expect(ids).toEqual(expect.arrayContaining([magicianAndCake.id, floristOnly.id]));
    expect(ids).not.toContain(closedMagician.id);
    expect(list.every((request) => request.status === "active")).toBe(true);
  });

  it("filters by ?category= and refuses an unknown category", async () => {
    const list = await listOf(supplier, "/api/requests?category=florist");
    expect(list.map((request) => request.id)).toContain(floristOnly.id);
    expect(list.every((request) => request.categories.includes("florist"))).toBe(true);
    expectError(await get(supplier, "/api/requests?category=unicorns"), 400);
  });

  it("shows an organizer only their own requests, newest first, whatever their status", async () => {
    const list = await listOf(owner);
    expect(list.map((request) => request.id)).toEqual([
      closedMagician.id,
      floristOnly.id,
      magicianAndCake.id,
    ]);
  });

  it("answers 401 to a guest", async () => {
    expectError(await t.app.inject({ method: "GET", url: "/api/requests" }), 401);
  });
});

describe("one request", () => {
  it("is shown to any signed-in user, with the organizer's card and the quote count", async () => {
    const request = await createRequest(organizer);
    for (const account of [organizer, otherOrganizer, supplier]) {
      const response = await get(account, `/api/requests/${request.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<RequestDetail>()).toEqual({
        ...request,
        statusReason: null,
        organizer: {
          id: organizer.user.id,
          name: "Olivia Organiser",
          profileImage: null,
          createdAt: organizer.user.createdAt,
        },
        quoteCount: 0,
        quoteLimit: 5,
        quoteLimitRaised: false,
        organizerEmailVerified: true,
        organizerStats: null,
        expiresAt: expect.any(String),
        isOwner: account === organizer,
        invited: false,
        hasEventPassed: false,
        directoryPlace:
          account === organizer
            ? { name: "Manchester", location: "Manchester, England", ...geocodePlace("Manchester") }
            : null,
        // The organizer's own shortlist, hidden quotes and budget per service: theirs alone.
        comparison:
          account === organizer ? { shortlist: [], hidden: [], serviceBudgets: {} } : null,
      });
    }
  });

  it("gives the owner no directory place when the directory does not know the location", async () => {
    const request = await createRequest(organizer, { location: "The old barn behind the church" });
    const response = await get(organizer, `/api/requests/${request.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<RequestDetail>().directoryPlace).toBeNull();
  });

  it("answers 404 when missing, 400 for a bad id and 401 to a guest", async () => {
    expectError(await get(organizer, "/api/requests/999999"), 404, REQUEST_NOT_FOUND_MESSAGE);
    expectError(await get(organizer, "/api/requests/abc"), 400);
    const request = await createRequest(organizer);
    expectError(await t.app.inject({ method: "GET", url: `/api/requests/${request.id}` }), 401);
  });
});

describe("changing status", () => {
  it("lets the owner close an active request with a reason", async () => {
    const request = await createRequest(organizer);
    const response = await setStatus(organizer, request.id, {
      status: "found_supplier",
      reason: "Booked via a friend",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<RequestView>().status).toBe("found_supplier");
    const row = await storedRequest(request.id);
    expect(row?.status).toBe("found_supplier");
    expect(row?.statusReason).toBe("Booked via a friend");
  });

  it("refuses another organizer and suppliers (403), guests (401)", async () => {
    const request = await createRequest(organizer);
    expectError(await setStatus(otherOrganizer, request.id, { status: "completed" }), 403);
    expectError(await setStatus(supplier, request.id, { status: "completed" }), 403);
    expectError(
      await t.app.inject({
        method: "PUT",
        url: `/api/requests/${request.id}/status`,
        payload: { status: "completed" },
      }),
      401,
    );
    expect((await storedRequest(request.id))?.status).toBe("active");
  });

  it("changes status only from active (409 otherwise)", async () => {
    const request = await createRequest(organizer);
    await setEventDays(request.id, ukDaysFromToday(-1));
    expect((await setStatus(organizer, request.id, { status: "completed" })).statusCode).toBe(200);
    expectError(
      await setStatus(organizer, request.id, { status: "cancelled" }),
      409,
      ONLY_ACTIVE_STATUS_MESSAGE,
    );
    expect((await storedRequest(request.id))?.status).toBe("completed");
  });

  it("marks a request completed only once its event's last day has passed (409 before)", async () => {
    const detailOf = async (id: number) => {
      const response = await get(organizer, `/api/requests/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<RequestDetail>();
    };
    const today = await createRequest(organizer, { eventDateFrom: ukToday() });
    const running = await createRequest(organizer);
    await setEventDays(running.id, ukDaysFromToday(-2), ukDaysFromToday(0));
    const future = await createRequest(organizer);
    for (const request of [today, running, future]) {
      expect((await detailOf(request.id)).hasEventPassed).toBe(false);
      expectError(
        await setStatus(organizer, request.id, { status: "completed" }),
        409,
        COMPLETE_BEFORE_EVENT_MESSAGE,
      );
      expect((await storedRequest(request.id))?.status).toBe("active");
    }
    // Closing for another reason does not wait for the event.
    expect((await setStatus(organizer, future.id, { status: "found_supplier" })).statusCode).toBe(
      200,
    );

    const ended = await createRequest(organizer);
    await setEventDays(ended.id, ukDaysFromToday(-3), ukDaysFromToday(-1));
    expect((await detailOf(ended.id)).hasEventPassed).toBe(true);
    expect((await setStatus(organizer, ended.id, { status: "completed" })).statusCode).toBe(200);
    expect((await storedRequest(ended.id))?.status).toBe("completed");
  });

  it("refuses an invalid status (400) and a missing request (404)", async () => {
    const request = await createRequest(organizer);
    expectError(await setStatus(organizer, request.id, { status: "active" }), 400);
    expectError(await setStatus(organizer, request.id, { status: "bogus" }), 400);
    expectError(await setStatus(organizer, request.id, {}), 400);
    expectError(
      await setStatus(organizer, 999_999, { status: "completed" }),
      404,
      REQUEST_NOT_FOUND_MESSAGE,
    );
  });
});

describe("past requests", () => {
  it("lists only the organizer's completed requests", async () => {
    const owner = await registerAccount(t.app);
    const done = await createRequest(owner);
    const cancelled = await createRequest(owner);
    await createRequest(owner);
    const someoneElses = await createRequest(otherOrganizer);
    await setEventDays(done.id, ukDaysFromToday(-2));
    await setEventDays(someoneElses.id, ukDaysFromToday(-2));
    await setStatus(owner, done.id, { status: "completed" });
    await setStatus(owner, cancelled.id, { status: "cancelled" });
    await setStatus(otherOrganizer, someoneElses.id, { status: "completed" });
    const list = await listOf(owner, "/api/requests/past");
    expect(list.map((request) => request.id)).toEqual([done.id]);
    expect(list[0]?.status).toBe("completed");
  });

  it("refuses suppliers (403) and guests (401)", async () => {
    expectError(await get(supplier, "/api/requests/past"), 403);
    expectError(await t.app.inject({ method: "GET", url: "/api/requests/past" }), 401);
  });
});
