import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarFeedLink } from "#shared/contracts/availability";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

interface LogEntry {
  msg?: string;
  err?: unknown;
}

const lines: string[] = [];
let t: TestApp;
let supplier: TestAccount;
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: "info" }, {}, { logStream });
  // Before the failed-query test makes every new account's row fail.
  supplier = await registerAccount(t.app, { role: "supplier" });
});
afterAll(() => t.close());

describe("the log of a failed query", () => {
  it("names the statement and the database's complaint, and none of the values sent with it", async () => {
    // Every new account's row is refused, after the checks that come before the insert.
    await t.database.handle.db.execute(
      sql`alter table users add constraint refuse_every_insert check (false) not valid`,
    );
    const secrets = {
      name: "Secret Person",
      email: "secret.person@example.test",
      username: "secretperson",
      password: "hidden-lantern-42",
    };
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: secrets,
    });
    expect(response.statusCode, response.body).toBe(500);

    const failure = lines
      .map((line) => JSON.parse(line) as LogEntry)
      .find((entry) => entry.msg === "request failed");
    expect(failure?.err, lines.join("")).toBeDefined();
    const logged = JSON.stringify(failure?.err);
    // What an operator needs: which statement failed and why.
    expect(logged).toMatch(/insert into \\"users\\"/);
    expect(logged).toMatch(/refuse_every_insert/);
    // What no log may hold: the values, the password's hash, or the row the database echoes back.
    const text = lines.join("\n");
    for (const value of Object.values(secrets)) expect(text).not.toContain(value);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toMatch(/params:|Failing row/);
  });
});

describe("the log of a request", () => {
  it("holds no calendar feed's secret token, for a good link, a turned-off one or a malformed one", async () => {
    const made = await injectAs(t.app, supplier.cookie, {
      method: "POST",
      url: "/api/availability/feed",
    });
    expect(made.statusCode, made.body).toBe(201);
    const feedUrl = new URL(made.json<CalendarFeedLink>().url);
    const token = feedUrl.pathname.split("/")[3] ?? "";
    expect(token.length).toBeGreaterThanOrEqual(20);
    const madeUpToken = "x".repeat(30);
    const before = lines.length;

    const feed = await t.app.inject({ method: "GET", url: `${feedUrl.pathname}?v=1` });
    expect(feed.statusCode, feed.body).toBe(200);
    const unknown = await t.app.inject({
      method: "GET",
      url: `/api/calendar-feeds/${madeUpToken}/bookings.ics`,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: "GET",
      url: "/api/calendar-feeds/short!token/bookings.ics",
    });
    expect(malformed.statusCode).toBe(400);

    const logged = lines.slice(before).join("\n");
    const urls = lines
      .slice(before)
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter((url) => url !== undefined);
    expect(urls).toEqual([
      "/api/calendar-feeds/[redacted]/bookings.ics?v=1",
      "/api/calendar-feeds/[redacted]/bookings.ics",
      "/api/calendar-feeds/[redacted]/bookings.ics",
    ]);
    for (const secret of [token, madeUpToken, "short!token"]) expect(logged).not.toContain(secret);
  });
});
