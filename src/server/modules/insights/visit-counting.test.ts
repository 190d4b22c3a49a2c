import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplierDailyInsights, users } from "#server/db/schema";
import type { Insights } from "#shared/contracts/insights";
import { marketplace } from "#tests/support/marketplace";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { testClock } from "#tests/support/test-clock";

/**
 * What counts as a visit: not bots, not the supplier on their own profile, not the same visitor
 * again within 30 minutes. Visits reach the roll-up only when the scheduled work flushes them.
 */
const NOW = new Date("2026-11-25T12:00:00Z");
const DAY = "2026-11-25";
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const OTHER_BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15";
const GOOGLEBOT =
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0 Safari/537.36";

let t: TestApp;
const clock = testClock(NOW);
const m = marketplace(() => t);

async function rollUp(app: TestApp, supplierId: number) {
  const [row] = await app.database.handle.db
    .select()
    .from(supplierDailyInsights)
    .where(
      and(eq(supplierDailyInsights.supplierId, supplierId), eq(supplierDailyInsights.day, DAY)),
    );
  return {
    appearances: row?.appearances ?? 0,
    profileViews: row?.profileViews ?? 0,
    contactReveals: row?.contactReveals ?? 0,
    leadViews: row?.leadViews ?? 0,
  };
}

const viewProfile = (
  app: TestApp,
  supplierId: number,
  headers: Record<string, string>,
  cookie?: string,
) =>
  app.app.inject({
    method: "GET",
    url: `/api/suppliers/${supplierId}`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });

async function viewedTimes(app: TestApp, supplierId: number): Promise<number> {
  await app.app.scheduledWork.runOnce();
  return (await rollUp(app, supplierId)).profileViews;
}

beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT: "10000" }, {}, { clock });
});
afterAll(async () => {
  await t?.close();
});

describe("profile views", () => {
  let supplier: TestAccount;
  beforeAll(async () => {
    supplier = await m.subscribedSupplier({ categories: ["catering"] });
  });

  it("counts nothing until the scheduled work flushes, then one view per visitor", async () => {
    const id = supplier.user.id;
    const guest = { "user-agent": BROWSER, "x-forwarded-for": "203.0.113.7" };
    expect((await viewProfile(t, id, guest)).statusCode).toBe(200);
    expect((await rollUp(t, id)).profileViews).toBe(0);
    expect(await viewedTimes(t, id)).toBe(1);
  });

  it("leaves out a repeat by the same visitor within 30 minutes, and counts them after", async () => {
    const id = supplier.user.id;
    const before = await viewedTimes(t, id);
    const organizer = await registerAccount(t.app);
    const seen = { "user-agent": BROWSER };
    await viewProfile(t, id, seen, organizer.cookie);
    clock.advance(29 * 60_000);
    await viewProfile(t, id, seen, organizer.cookie);
    expect(await viewedTimes(t, id)).toBe(before + 1);
    clock.advance(2 * 60_000);
    await viewProfile(t, id, seen, organizer.cookie);
    expect(await viewedTimes(t, id)).toBe(before + 2);
    clock.set(NOW);
  });

  it("tells guests apart by browser, and counts each", async () => {
    const id = supplier.user.id;
    const before = await viewedTimes(t, id);
    const first = `${BROWSER} Tabs/3`;
    const second = `${OTHER_BROWSER} Tabs/3`;
    await viewProfile(t, id, { "user-agent": first });
    await viewProfile(t, id, { "user-agent": first });
    await viewProfile(t, id, { "user-agent": second });
    expect(await viewedTimes(t, id)).toBe(before + 2);
    await viewProfile(t, id, { "user-agent": second });
    expect(await viewedTimes(t, id)).toBe(before + 2);
  });

  it("leaves out known bots and requests that name no browser", async () => {
    const id = supplier.user.id;
    const before = await viewedTimes(t, id);
    expect((await viewProfile(t, id, { "user-agent": GOOGLEBOT })).statusCode).toBe(200);
    expect((await viewProfile(t, id, { "user-agent": "curl/8.5.0" })).statusCode).toBe(200);
    expect((await viewProfile(t, id, { "user-agent": "" })).statusCode).toBe(200);
    expect(await viewedTimes(t, id)).toBe(before);
  });

  it("leaves out the supplier looking at their own profile", async () => {
    const id = supplier.user.id;
    const before = await viewedTimes(t, id);
    await viewProfile(t, id, { "user-agent": BROWSER }, supplier.cookie);
    expect(await viewedTimes(t, id)).toBe(before);
  });

  it("counts a contact reveal when an organizer is shown the phone, email and website", async () => {
    const id = supplier.user.id;
    const before = await rollUp(t, id);
    const organizer = await registerAccount(t.app);
    const shown = await viewProfile(t, id, { "user-agent": BROWSER }, organizer.cookie);
    expect(shown.json()).toMatchObject({ supplier: { contactAvailable: true } });
    // A guest sees the profile without them.
    await viewProfile(t, id, { "user-agent": BROWSER, "x-forwarded-for": "198.51.100.3" });
    await t.app.scheduledWork.runOnce();
    const after = await rollUp(t, id);
    expect(after.contactReveals - before.contactReveals).toBe(1);
  });

  it("reaches the supplier's insights", async () => {
    const insights = await injectAs(t.app, supplier.cookie, {
      method: "GET",
      url: "/api/insights?weeks=1",
    });
    expect(insights.statusCode).toBe(200);
    const [week] = insights.json<Insights>().funnel;
    expect(week?.profileViews).toBe((await rollUp(t, supplier.user.id)).profileViews);
    expect(week?.profileViews).toBeGreaterThan(0);
  });
});

describe("lead views", () => {
  it("counts a supplier opening a request once per request within 30 minutes", async () => {
    const supplier = await m.subscribedSupplier({ categories: ["catering"] });
    const organizer = await registerAccount(t.app);
    const first = await m.postRequest(organizer);
    const second = await m.postRequest(organizer);
    const open = (account: TestAccount, id: number) =>
      injectAs(t.app, account.cookie, {
        method: "GET",
        url: `/api/requests/${id}`,
        headers: { "user-agent": BROWSER },
      });
    expect((await open(supplier, first.id)).statusCode).toBe(200);
    await open(supplier, first.id);
    await open(supplier, second.id);
    // The organizer opening their own request is no supplier's lead view.
    await open(organizer, first.id);
    await t.app.scheduledWork.runOnce();
    expect((await rollUp(t, supplier.user.id)).leadViews).toBe(2);
  });
});

describe("directory appearances", () => {
  let cached: TestApp;
  beforeAll(async () => {
    // The directory as deployed: answers kept in memory and served again.
    cached = await createTestApp(
      { DIRECTORY_CACHE_SECONDS: "60", REGISTER_RATE_LIMIT: "10000" },
      {},
      { clock },
    );
  });
  afterAll(async () => {
    await cached?.close();
  });

  it("counts every card on a results page, cached or not, and no bot's", async () => {
    const supplier = await registerAccount(cached.app, {
      role: "supplier",
      categories: ["florist"],
    });
    await cached.database.handle.db
      .update(users)
      .set({ latitude: 53.959, longitude: -1.0815, description: "Flowers for every event." })
      .where(eq(users.id, supplier.user.id));
    const search = (userAgent: string) =>
      cached.app.inject({
        method: "GET",
        url: "/api/suppliers?category=florist",
        headers: { "user-agent": userAgent },
      });
    const firstPage = await search(BROWSER);
    expect(firstPage.statusCode).toBe(200);
    expect(firstPage.json<{ id: number }[]>().map((card) => card.id)).toContain(supplier.user.id);
    await search(OTHER_BROWSER);
    await search(BROWSER);
    await search(GOOGLEBOT);
    // Judged again from the remembered verdict, still a bot.
    await search(GOOGLEBOT);
    await cached.app.scheduledWork.runOnce();
    expect((await rollUp(cached, supplier.user.id)).appearances).toBe(3);
  });

  it("counts the cards shown before UK midnight on that day and the ones after on the next", async () => {
    const supplier = await registerAccount(cached.app, { role: "supplier", categories: ["venue"] });
    await cached.database.handle.db
      .update(users)
      .set({ latitude: 53.959, longitude: -1.0815, description: "A barn for every event." })
      .where(eq(users.id, supplier.user.id));
    const search = () =>
      cached.app.inject({
        method: "GET",
        url: "/api/suppliers?category=venue",
        headers: { "user-agent": BROWSER },
      });
    const appearancesOn = async (day: string) => {
      const [row] = await cached.database.handle.db
        .select()
        .from(supplierDailyInsights)
        .where(
          and(
            eq(supplierDailyInsights.supplierId, supplier.user.id),
            eq(supplierDailyInsights.day, day),
          ),
        );
      return row?.appearances ?? 0;
    };
    try {
      clock.set("2026-11-25T23:59:00Z");
      expect((await search()).json<{ id: number }[]>().map((card) => card.id)).toContain(
        supplier.user.id,
      );
      await search();
      clock.set("2026-11-26T00:01:00Z");
      await search();
      await cached.app.scheduledWork.runOnce();
      expect(await appearancesOn("2026-11-25")).toBe(2);
      expect(await appearancesOn("2026-11-26")).toBe(1);

      // The same page again after the flush starts from nothing, not from what was written.
      await search();
      await cached.app.scheduledWork.runOnce();
      expect(await appearancesOn("2026-11-26")).toBe(2);
    } finally {
      clock.set(NOW);
    }
  });
});

describe("with Redis, across app servers", () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  const prefix = `eventeazy-test:${randomUUID()}:`;
  const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, REGISTER_RATE_LIMIT: "10000" };
  let one: TestApp;
  let other: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    one = await createTestApp(env, {}, { clock });
    other = await createTestApp(env, {}, { clock }, one.database);
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await other?.close();
    await one?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it("counts a visitor once whichever server they reach, and keeps visits in Redis until a flush", async () => {
    const supplier = await registerAccount(one.app, { role: "supplier" });
    const id = supplier.user.id;
    const guest = { "user-agent": BROWSER, "x-forwarded-for": "203.0.113.9" };
    await viewProfile(one, id, guest);
    await viewProfile(other, id, guest);
    await viewProfile(other, id, { "user-agent": OTHER_BROWSER });
    // Both servers' visits wait in one hash that either server may flush.
    await other.app.scheduledWork.runOnce();
    expect((await rollUp(one, id)).profileViews).toBe(2);
    expect(await redis.exists(`${prefix}insights:pending`)).toBe(0);
    await one.app.scheduledWork.runOnce();
    expect((await rollUp(one, id)).profileViews).toBe(2);
  });
});
