import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookings,
  eventRequests,
  leadAlerts,
  quotes,
  supplierDailyInsights,
  users,
} from "#server/db/schema";
import {
  INSIGHTS_CSV_NEEDS_YEARLY_MESSAGE,
  INSIGHTS_PLAN_REQUIRED_MESSAGE,
  INSIGHTS_SUPPLIERS_ONLY_MESSAGE,
  type Insights,
  insightsWeeksNeedYearlyMessage,
} from "#shared/contracts/insights";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { testClock } from "#tests/support/test-clock";

/**
 * Every figure of a supplier's insights against a fixture worked out by hand. The clock stands on
 * Wednesday 25 November 2026 (UK time is GMT), so two weeks run from Monday 16 November.
 */
const NOW = new Date("2026-11-25T12:00:00Z");
const YORK = { latitude: 53.959, longitude: -1.0815 };
const LEEDS = { latitude: 53.7997, longitude: -1.5492 };
const HARROGATE = { latitude: 53.9921, longitude: -1.5418 };
/** About 65 km from York: inside a 100 km service area, outside a 50 km one. */
const SHEFFIELD = { latitude: 53.3811, longitude: -1.4701 };
const LONDON = { latitude: 51.5072, longitude: -0.1276 };

let t: TestApp;
const clock = testClock(NOW);
let organizer: TestAccount;
let supplier: TestAccount;

const db = () => t.database.handle.db;
const at = (iso: string) => new Date(iso);

async function supplierAt(
  place: { latitude: number; longitude: number },
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<TestAccount> {
  const account = await registerAccount(t.app, { role: "supplier" });
  await db()
    .update(users)
    .set({
      ...place,
      categories: ["catering"],
      serviceArea: 100,
      subscriptionActive: true,
      subscriptionType: "monthly",
      subscriptionExpiry: at("2099-01-01T00:00:00Z"),
      ...fields,
    })
    .where(eq(users.id, account.user.id));
  return account;
}

async function request(
  createdAt: string,
  fields: Partial<typeof eventRequests.$inferInsert> = {},
): Promise<number> {
  const [row] = await db()
    .insert(eventRequests)
    .values({
      organizerId: organizer.user.id,
      title: "Wedding breakfast",
      description: "Eighty guests",
      eventDate: "2027-06-01",
      eventDateFrom: "2027-06-01",
      location: "York",
      categories: ["catering"],
      createdAt: at(createdAt),
      updatedAt: at(createdAt),
      ...fields,
    })
    .returning({ id: eventRequests.id });
  if (!row) throw new Error("no request");
  return row.id;
}

async function quote(
  supplierId: number,
  requestId: number,
  createdAt: string,
  totalPence: number,
  fields: Partial<typeof quotes.$inferInsert> = {},
): Promise<number> {
  const [row] = await db()
    .insert(quotes)
    .values({
      requestId,
      supplierId,
      price: `£${totalPence / 100}`,
      totalPence,
      service: "catering",
      description: "Three courses",
      createdAt: at(createdAt),
      ...fields,
    })
    .returning({ id: quotes.id });
  if (!row) throw new Error("no quote");
  return row.id;
}

const getInsights = (account: TestAccount, query = "weeks=2") =>
  injectAs(t.app, account.cookie, { method: "GET", url: `/api/insights?${query}` });

beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT: "10000" }, {}, { clock });
  organizer = await registerAccount(t.app);
  supplier = await supplierAt(YORK);

  const requestA = await request("2026-11-16T10:00:00Z");
  const requestB = await request("2026-11-23T08:00:00Z", {
    status: "found_supplier",
    statusReason: "Went with a cheaper caterer",
  });
  const requestC = await request("2026-11-24T00:00:00Z", { status: "no_longer_needed" });
  const requestOld = await request("2026-10-01T09:00:00Z");

  // The supplier's quotes: 4 h, 10 h and 6 h after their requests; £1,000, £500 and £800.
  const q1 = await quote(supplier.user.id, requestA, "2026-11-16T14:00:00Z", 100_000, {
    status: "accepted",
    viewedAt: at("2026-11-17T09:00:00Z"),
  });
  await quote(supplier.user.id, requestB, "2026-11-23T18:00:00Z", 50_000);
  await quote(supplier.user.id, requestC, "2026-11-24T06:00:00Z", 80_000, {
    status: "rejected",
    viewedAt: at("2026-11-24T12:00:00Z"),
  });
  // Before the span: counted nowhere.
  await quote(supplier.user.id, requestOld, "2026-10-01T10:00:00Z", 1_000, {
    viewedAt: at("2026-10-02T10:00:00Z"),
  });
  await db()
    .update(eventRequests)
    .set({ shortlistedQuoteIds: [q1] })
    .where(eq(eventRequests.id, requestA));
  await db()
    .insert(bookings)
    .values({
      quoteId: q1,
      requestId: requestA,
      organizerId: organizer.user.id,
      supplierId: supplier.user.id,
      totalPence: 100_000,
      depositPence: 0,
      cancellationPolicy: "flexible",
      eventFirstDay: "2027-06-01",
      eventLastDay: "2027-06-01",
      createdAt: at("2026-11-18T10:00:00Z"),
    });
  await db()
    .insert(leadAlerts)
    .values([
      { requestId: requestA, supplierId: supplier.user.id, createdAt: at("2026-11-16T10:05:00Z") },
      { requestId: requestB, supplierId: supplier.user.id, createdAt: at("2026-11-23T08:05:00Z") },
      { requestId: requestC, supplierId: supplier.user.id, createdAt: at("2026-11-24T00:05:00Z") },
      // Sunday night before the span.
      {
        requestId: requestOld,
        supplierId: supplier.user.id,
        createdAt: at("2026-11-15T23:30:00Z"),
      },
    ]);
  await db()
    .insert(supplierDailyInsights)
    .values([
      { supplierId: supplier.user.id, day: "2026-11-15", appearances: 100, profileViews: 50 },
      {
        supplierId: supplier.user.id,
        day: "2026-11-16",
        appearances: 10,
        profileViews: 3,
        contactReveals: 1,
        leadViews: 1,
      },
      { supplierId: supplier.user.id, day: "2026-11-22", appearances: 5, profileViews: 2 },
      {
        supplierId: supplier.user.id,
        day: "2026-11-25",
        appearances: 7,
        profileViews: 4,
        contactReveals: 2,
        leadViews: 2,
      },
    ]);

  // Five rivals within 100 km, each quoting once on request A: 1, 2, 3, 8 and 20 hours after it,
  // at £400, £600, £700, £900 and £1,200. One in London and one photographer do not count.
  const rivals = [
    [LEEDS, 1, 40_000],
    [LEEDS, 2, 60_000],
    [HARROGATE, 3, 70_000],
    [HARROGATE, 8, 90_000],
    [SHEFFIELD, 20, 120_000],
  ] as const;
  for (const [place, hours, pence] of rivals) {
    const rival = await supplierAt(place);
    await quote(
      rival.user.id,
      requestA,
      new Date(at("2026-11-16T10:00:00Z").getTime() + hours * 3_600_000).toISOString(),
      pence,
    );
  }
  const farAway = await supplierAt(LONDON);
  await quote(farAway.user.id, requestA, "2026-11-16T10:30:00Z", 999_900);
  const photographer = await supplierAt(LEEDS, { categories: ["photography"] });
  await quote(photographer.user.id, requestA, "2026-11-16T10:30:00Z", 5_000, {
    service: "photography",
  });
  // Thirteen accounts and their rows: slow on a busy machine.
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe("a supplier's insights", () => {
  it("gives every figure of the funnel, week by week, from the roll-up and the marketplace", async () => {
    const response = await getInsights(supplier);
    expect(response.statusCode, response.body).toBe(200);
    const insights = response.json<Insights>();
    expect(insights).toMatchObject({
      level: "standard",
      weeks: 2,
      from: "2026-11-16",
      to: "2026-11-25",
    });
    expect(insights.funnel).toEqual([
      {
        weekStart: "2026-11-16",
        appearances: 15,
        profileViews: 5,
        contactReveals: 1,
        leadsMatched: 1,
        leadsOpened: 1,
        quotesSent: 1,
        quotesRead: 1,
        shortlisted: 1,
        hired: 1,
      },
      {
        weekStart: "2026-11-23",
        appearances: 7,
        profileViews: 4,
        contactReveals: 2,
        leadsMatched: 2,
        leadsOpened: 2,
        quotesSent: 2,
        quotesRead: 1,
        shortlisted: 0,
        hired: 0,
      },
    ]);
  });

  it("sets the median response time beside the median of suppliers nearby in the same category", async () => {
    const insights = (await getInsights(supplier)).json<Insights>();
    expect(insights.responseTime).toEqual({
      yourMedianHours: 6,
      yourQuotes: 3,
      localMedianHours: 3,
      localSuppliers: 5,
    });
  });

  it("sets the supplier's quote totals beside the local median and quartiles", async () => {
    const insights = (await getInsights(supplier)).json<Insights>();
    expect(insights.pricePositions).toEqual([
      {
        category: "catering",
        yourMedianPence: 80_000,
        yourQuotes: 3,
        local: {
          medianPence: 70_000,
          lowerQuartilePence: 60_000,
          upperQuartilePence: 90_000,
          suppliers: 5,
        },
      },
    ]);
  });

  it("gives the win rate and how organizers closed the requests the supplier lost", async () => {
    const insights = (await getInsights(supplier)).json<Insights>();
    expect(insights.winRate).toEqual({ quotesSent: 3, hired: 1, rate: 1 / 3 });
    expect([...insights.closingReasons].sort((a, b) => a.status.localeCompare(b.status))).toEqual([
      { status: "found_supplier", requests: 1, notes: ["Went with a cheaper caterer"] },
      { status: "no_longer_needed", requests: 1, notes: [] },
    ]);
  });

  it("shows no local figures unless at least 5 other suppliers make them", async () => {
    // With a 50 km area the Sheffield rival falls outside: four others are not enough.
    await db().update(users).set({ serviceArea: 50 }).where(eq(users.id, supplier.user.id));
    try {
      const insights = (await getInsights(supplier)).json<Insights>();
      expect(insights.responseTime).toEqual({
        yourMedianHours: 6,
        yourQuotes: 3,
        localMedianHours: null,
        localSuppliers: 4,
      });
      expect(insights.pricePositions).toEqual([
        { category: "catering", yourMedianPence: 80_000, yourQuotes: 3, local: null },
      ]);
    } finally {
      await db().update(users).set({ serviceArea: 100 }).where(eq(users.id, supplier.user.id));
    }
  });
});

describe("who may see insights", () => {
  it("refuses a guest", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/insights" });
    expect(response.statusCode).toBe(401);
  });

  it("refuses an organizer", async () => {
    const response = await getInsights(organizer);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: INSIGHTS_SUPPLIERS_ONLY_MESSAGE });
  });

  it("refuses a supplier on the free plan, saying the Standard plan has them", async () => {
    const free = await registerAccount(t.app, { role: "supplier" });
    const response = await getInsights(free);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: INSIGHTS_PLAN_REQUIRED_MESSAGE });
  });

  it("refuses a lapsed subscription", async () => {
    const lapsed = await supplierAt(YORK, { subscriptionExpiry: at("2026-11-01T00:00:00Z") });
    const response = await getInsights(lapsed);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: INSIGHTS_PLAN_REQUIRED_MESSAGE });
  });

  it("keeps 52 weeks and the CSV for the yearly plan", async () => {
    const long = await getInsights(supplier, "weeks=52");
    expect(long.statusCode).toBe(403);
    expect(long.json()).toMatchObject({ message: insightsWeeksNeedYearlyMessage(52) });
    const csv = await injectAs(t.app, supplier.cookie, {
      method: "GET",
      url: "/api/insights/funnel.csv?weeks=2",
    });
    expect(csv.statusCode).toBe(403);
    expect(csv.json()).toMatchObject({ message: INSIGHTS_CSV_NEEDS_YEARLY_MESSAGE });
    expect((await getInsights(supplier, "weeks=12")).statusCode).toBe(200);
  });

  it("refuses a span outside 1 to 52 weeks", async () => {
    for (const weeks of ["0", "53", "two", "1.5"]) {
      const response = await getInsights(supplier, `weeks=${weeks}`);
      expect(response.statusCode, weeks).toBe(400);
    }
  });

  it("gives the yearly plan 52 weeks and the funnel as CSV", async () => {
    await db()
      .update(users)
      .set({ subscriptionType: "yearly" })
      .where(eq(users.id, supplier.user.id));
    try {
      const long = await getInsights(supplier, "weeks=52");
      expect(long.statusCode).toBe(200);
      const insights = long.json<Insights>();
      expect(insights.level).toBe("advanced");
      expect(insights.funnel).toHaveLength(52);
      expect(insights.funnel.find((week) => week.weekStart === "2026-11-09")).toMatchObject({
        appearances: 100,
        profileViews: 50,
        leadsMatched: 1,
      });
      const csv = await injectAs(t.app, supplier.cookie, {
        method: "GET",
        url: "/api/insights/funnel.csv?weeks=2",
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
      expect(csv.headers["content-disposition"]).toMatch(/attachment/);
      expect(csv.body.split("\r\n")).toEqual([
        "weekStart,appearances,profileViews,contactReveals,leadsMatched,leadsOpened,quotesSent,quotesRead,shortlisted,hired",
        "2026-11-16,15,5,1,1,1,1,1,1,1",
        "2026-11-23,7,4,2,2,2,2,1,0,0",
        "",
      ]);
    } finally {
      await db()
        .update(users)
        .set({ subscriptionType: "monthly" })
        .where(eq(users.id, supplier.user.id));
    }
  });
});
