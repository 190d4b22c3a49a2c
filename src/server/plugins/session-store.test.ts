import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#server/db/schema";
import {
  createTestApp,
  injectAs,
  registerAccount,
  sessionCookieOf,
  type TestApp,
} from "#tests/support/test-app";
import { SESSION_COOKIE } from "./session";
import { hashToken } from "./session-store";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const THIRTY_DAYS_MS = 30 * DAY_MS;
/** Cookie dates have whole seconds; the request takes a moment. */
const SLACK_MS = 5_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => injectAs(t.app, cookie, { method: "GET", url: "/api/auth/me" });

function tokenOf(cookie: string): string {
  return cookie.slice(`${SESSION_COOKIE}=`.length);
}

async function sessionRow(cookie: string) {
  const [row] = await t.database.handle.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(tokenOf(cookie))));
  return row;
}

describe("session cookie", () => {
  it("lasts 30 days from registration", async () => {
    const before = Date.now();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        name: "Cookie Tester",
        email: "cookie@example.test",
        username: "cookie_tester",
        password: "biscuit-tin-77",
      },
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    const expires = cookie?.expires ? new Date(cookie.expires).getTime() : Number.NaN;
    expect(expires).toBeGreaterThanOrEqual(before + THIRTY_DAYS_MS - SLACK_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + THIRTY_DAYS_MS + SLACK_MS);
    expect(cookie?.secure).toBeFalsy();
  });

  it("lasts 30 days from login, matching the stored expiry", async () => {
    const account = await registerAccount(t.app);
    const before = Date.now();
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: account.user.username, password: account.password },
    });
    const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE);
    const expires = cookie?.expires ? new Date(cookie.expires).getTime() : Number.NaN;
    expect(expires).toBeGreaterThanOrEqual(before + THIRTY_DAYS_MS - SLACK_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + THIRTY_DAYS_MS + SLACK_MS);
    const row = await sessionRow(sessionCookieOf(login));
    expect(Math.abs((row?.expiresAt.getTime() ?? 0) - expires)).toBeLessThan(SLACK_MS);
  });

  it("stores only a hash of the token", async () => {
    const account = await registerAccount(t.app);
    const token = tokenOf(account.cookie);
    const rows = await t.database.handle.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, account.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(rows[0]?.tokenHash).not.toContain(token);
  });

  it("is Secure when the site is served over https", async () => {
    const secureApp = await createTestApp({ PUBLIC_URL: "https://eventeazy.example" });
    try {
      const account = await registerAccount(secureApp.app);
      const response = await secureApp.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: account.user.username, password: account.password },
      });
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cookie?.secure).toBe(true);
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe("Lax");
    } finally {
      await secureApp.close();
    }
  });
});

describe("rolling expiry", () => {
  it("moves the expiry 30 days on and re-sends the cookie when last seen over an hour ago", async () => {
    const account = await registerAccount(t.app);
    const db = t.database.handle.db;
    const tokenHash = hashToken(tokenOf(account.cookie));
    await db
      .update(sessions)
      .set({
        lastSeenAt: new Date(Date.now() - 2 * HOUR_MS),
        expiresAt: new Date(Date.now() + 2 * DAY_MS),
      })
      .where(eq(sessions.tokenHash, tokenHash));

    const before = Date.now();
    const response = await me(account.cookie);
    expect(response.statusCode).toBe(200);

    const row = await sessionRow(account.cookie);
    expect(row?.expiresAt.getTime()).toBeGreaterThanOrEqual(before + THIRTY_DAYS_MS - SLACK_MS);
    expect(row?.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before - SLACK_MS);

    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie, "the cookie is sent again").toBeDefined();
    expect(cookie?.value).toBe(tokenOf(account.cookie));
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
    const expires = cookie?.expires ? new Date(cookie.expires).getTime() : Number.NaN;
    expect(Math.abs(expires - (row?.expiresAt.getTime() ?? 0))).toBeLessThan(SLACK_MS);
  });

  it("keeps a session alive past its old expiry once refreshed", async () => {
    const account = await registerAccount(t.app);
    const db = t.database.handle.db;
    const tokenHash = hashToken(tokenOf(account.cookie));
    // Seen a day ago, ending in a minute: a visit now must push the end 30 days out.
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - DAY_MS), expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.tokenHash, tokenHash));
    expect((await me(account.cookie)).statusCode).toBe(200);
    const row = await sessionRow(account.cookie);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it("does not write or re-send the cookie when last seen within the hour", async () => {
    const account = await registerAccount(t.app);
    const db = t.database.handle.db;
    const tokenHash = hashToken(tokenOf(account.cookie));
    const lastSeenAt = new Date(Date.now() - 30 * 60 * 1000);
    const expiresAt = new Date(Date.now() + 10 * DAY_MS);
    await db
      .update(sessions)
      .set({ lastSeenAt, expiresAt })
      .where(eq(sessions.tokenHash, tokenHash));

    const response = await me(account.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const row = await sessionRow(account.cookie);
    expect(row?.expiresAt.getTime()).toBe(expiresAt.getTime());
    expect(row?.lastSeenAt.getTime()).toBe(lastSeenAt.getTime());
  });

  it("does not revive an expired session", async () => {
    const account = await registerAccount(t.app);
    await t.database.handle.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * DAY_MS), expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.userId, account.user.id));
    const response = await me(account.cookie);
    expect(response.statusCode).toBe(401);
    expect(
      response.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== ""),
    ).toBeUndefined();
    const row = await sessionRow(account.cookie);
    expect(row?.expiresAt.getTime()).toBeLessThan(Date.now());
  });
});

describe("the scheduled sweep", () => {
  it("deletes sessions past their end and keeps live ones, also when it sweeps as of a later day", async () => {
    const expired = await registerAccount(t.app);
    const live = await registerAccount(t.app);
    await t.database.handle.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * DAY_MS), expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.userId, expired.user.id));

    // A test server sweeps as of days ahead; sessions still end by the real time.
    const report = await t.app.scheduledWork.runOnce(new Date(Date.now() + 60 * DAY_MS));
    expect(report.sessionsDeleted).toBeGreaterThanOrEqual(1);
    expect(await sessionRow(expired.cookie)).toBeUndefined();
    expect(await sessionRow(live.cookie)).toBeDefined();
    expect((await me(live.cookie)).statusCode).toBe(200);
    expect((await t.app.scheduledWork.runOnce()).sessionsDeleted).toBe(0);
  });
});
