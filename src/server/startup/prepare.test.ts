import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { queryRows } from "#server/db/client";
import { coupons, users } from "#server/db/schema";
import { openTestDatabase, type TestDatabase } from "#tests/support/test-database";
import { demoSeedWarning, prepareData } from "./prepare";
import type { DemoLogin } from "./seed/demo";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed/demo-data";

const PRODUCTION = { NODE_ENV: "production", PAYMENTS: "test", LOG_LEVEL: "silent" };

async function countRows(database: TestDatabase) {
  const [userRow] = await database.handle.db.select({ n: count() }).from(users);
  const [couponRow] = await database.handle.db.select({ n: count() }).from(coupons);
  return { users: userRow?.n, coupons: couponRow?.n };
}

describe("a production start", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-prepare-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("seeds nothing into an empty database: no admin, no coupon", async () => {
    const database = await openTestDatabase();
    try {
      const config = loadConfig({ ...PRODUCTION, DATA_DIR: dataDir });
      expect(await prepareData(database.handle, config)).toEqual([]);
      expect(await countRows(database)).toEqual({ users: 0, coupons: 0 });
      expect(demoSeedWarning(config)).toBeUndefined();
    } finally {
      await database.dispose();
    }
  });

  describe("with SEED_DEMO=1", () => {
    let database: TestDatabase;
    let logins: DemoLogin[];
    const config = () => loadConfig({ ...PRODUCTION, SEED_DEMO: "1", DATA_DIR: dataDir });
    beforeAll(async () => {
      database = await openTestDatabase();
      logins = await prepareData(database.handle, config());
    }, 120_000);
    afterAll(() => database.dispose());

    it("warns in one line", () => {
      const warning = demoSeedWarning(config());
      expect(warning).toMatch(/SEED_DEMO=1 in production/);
      expect(warning).not.toContain("\n");
    });

    it("gives the demo admin a random password, shown once, and the published one fails", async () => {
      const admin = logins.find((login) => login.role === "admin");
      expect(admin?.password).toMatch(/^[\w-]{16,}$/);
      expect(admin?.password).not.toBe(DEMO_PASSWORD);
      const app = await buildApp(config(), { database: database.handle });
      try {
        const login = (password: string) =>
          app.inject({
            method: "POST",
            url: "/api/auth/login",
            payload: { username: admin?.username, password },
          });
        expect((await login(DEMO_PASSWORD)).statusCode).toBe(401);
        const signedIn = await login(admin?.password ?? "");
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        expect(signedIn.json()).toMatchObject({ role: "admin" });
      } finally {
        await app.close();
      }
    });

    it("confirms every demo account's address", async () => {
      const unconfirmed = await database.handle.db
        .select({ id: users.id })
        .from(users)
        .where(isNull(users.emailVerifiedAt));
      expect(unconfirmed).toEqual([]);
    });

    it("books the days of accepted quotes and blocks a few more, away from every request's days", async () => {
      const [days] = await queryRows<{
        booked: number;
        acceptedUnbooked: number;
        blocked: number;
        blockedOnEventDays: number;
        blockedForDemoLogins: number;
      }>(
        database.handle.db,
        sql`select
          (select count(*)::int from supplier_unavailable_days where quote_id is not null) as "booked",
          (select count(*)::int from quotes q join event_requests r on r.id = q.request_id
            where q.status = 'accepted' and r.status <> 'cancelled' and not exists (
              select 1 from supplier_unavailable_days u
              where u.quote_id = q.id and u.supplier_id = q.supplier_id and u.day = r.event_date_from
            )) as "acceptedUnbooked",
          (select count(*)::int from supplier_unavailable_days where quote_id is null) as "blocked",
          (select count(*)::int from supplier_unavailable_days u join event_requests r
            on u.day between r.event_date_from and coalesce(r.event_date_to, r.event_date_from)
            where u.quote_id is null) as "blockedOnEventDays",
          (select count(*)::int from supplier_unavailable_days u join users s on s.id = u.supplier_id
            where u.quote_id is null and s.username in (${DEMO_ACCOUNTS.subscribedSupplier}, ${DEMO_ACCOUNTS.freeSupplier})
          ) as "blockedForDemoLogins"`,
      );
      expect(days).toMatchObject({
        acceptedUnbooked: 0,
        blockedOnEventDays: 0,
        blockedForDemoLogins: 0,
      });
      expect(days?.booked).toBeGreaterThan(0);
      expect(days?.blocked).toBeGreaterThan(10);
    });

    it("adds the demo coupons with the demo data", async () => {
      expect((await countRows(database)).coupons).toBeGreaterThan(0);
    });

    it("seeds only an empty database: a second start adds nothing", async () => {
      const before = await countRows(database);
      expect(await prepareData(database.handle, config())).toEqual([]);
      expect(await countRows(database)).toEqual(before);
      const [admin] = await database.handle.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, "admin"));
      expect(admin).toBeDefined();
    });
  });
});
