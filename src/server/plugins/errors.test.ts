import { sql } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, injectAs, registerAccount, type TestApp } from "#tests/support/test-app";
import { testDbKind } from "#tests/support/test-database";

const GENERIC_500 = "Something went wrong on our side. Please try again.";

/** The one error shape: JSON with a `message` string, and never a stack trace. */
function expectJsonError(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json<Record<string, unknown>>();
  expect(typeof body.message).toBe("string");
  expect(String(body.message).length).toBeGreaterThan(0);
  expect(body).not.toHaveProperty("stack");
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  return body as { message: string; code?: string; fieldErrors?: Record<string, string[]> };
}

/**
 * One production app for the whole file: a small body limit and a small login limit, so that
 * every kind of error answer can be provoked on it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    NODE_ENV: "production",
    PAYMENTS: "test",
    BODY_LIMIT_BYTES: "1024",
    LOGIN_RATE_LIMIT: "2",
    REGISTER_RATE_LIMIT: "100",
  });
});
afterAll(() => t.close());

const inject = (options: InjectOptions) => t.app.inject(options);

describe("unknown addresses", () => {
  it.each([
    ["GET", "/api/whatever"],
    ["GET", "/api/whatever?with=query"],
    ["POST", "/api/whatever"],
    ["DELETE", "/api/auth/me"],
    ["GET", "/api"],
    ["GET", "/uploads/nothing-here.webp"],
  ] as const)("answers %s %s with a JSON 404", async (method, url) => {
    const body = expectJsonError(await inject({ method, url }), 404);
    expect(body.message).toMatch(/no such endpoint|not found/i);
  });

  it("answers page addresses with a JSON 404 when no client is built", async () => {
    expectJsonError(await inject({ method: "GET", url: "/" }), 404);
    expectJsonError(await inject({ method: "GET", url: "/how-it-works" }), 404);
  });
});

describe("bad bodies", () => {
  it("answers malformed JSON with a JSON 400", async () => {
    const response = await inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"username": "olivia", "password": ',
    });
    const body = expectJsonError(response, 400);
    expect(body.message).not.toMatch(/Unexpected|JSON\.parse|position/);
  });

  it("answers an empty JSON body with a JSON 400", async () => {
    const response = await inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expectJsonError(response, 400);
  });

  it("answers a body that is not an object with a JSON 400", async () => {
    const response = await inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: "[1, 2, 3]",
    });
    expectJsonError(response, 400);
  });

  it("answers a body over BODY_LIMIT_BYTES with a JSON 413", async () => {
    const payload = JSON.stringify({
      name: "Big Body",
      email: "big@example.test",
      username: "bigbody",
      password: "x".repeat(2048),
    });
    expect(Buffer.byteLength(payload)).toBeGreaterThan(2048);
    const response = await inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload,
    });
    const body = expectJsonError(response, 413);
    expect(body.message).toMatch(/too large/i);
  });

  it("accepts a body under BODY_LIMIT_BYTES", async () => {
    const response = await inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        name: "Small Body",
        email: "small@example.test",
        username: "smallbody",
        password: "modest-parcel-9",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("answers an unsupported content type with a JSON 415", async () => {
    const response = await inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/xml" },
      payload: "<login><username>olivia</username></login>",
    });
    expectJsonError(response, 415);
  });

  it("answers validation failures with a JSON 400 carrying the field errors", async () => {
    const response = await inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { name: "No Email", username: "noemail", password: "modest-parcel-9", email: "x" },
    });
    const body = expectJsonError(response, 400);
    expect(body.code).toBe("validation");
    expect(body.fieldErrors?.email).toEqual(["Please enter a valid email address"]);
  });
});

describe("every error answer", () => {
  it("is JSON with a message for 401, 403, 409 and 429 as well", async () => {
    const account = await registerAccount(t.app);
    expectJsonError(await inject({ method: "GET", url: "/api/auth/me" }), 401);
    expectJsonError(
      await inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { origin: "https://evil.example" },
      }),
      403,
    );
    const other = await registerAccount(t.app);
    expectJsonError(
      await injectAs(t.app, other.cookie, {
        method: "PUT",
        url: "/api/auth/profile",
        payload: { name: "Other", email: account.user.email },
      }),
      409,
    );
    const attempt = () =>
      inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: account.user.username, password: "wrong-guess-1" },
      });
    expectJsonError(await attempt(), 401);
    expectJsonError(await attempt(), 401);
    const limited = expectJsonError(await attempt(), 429);
    expect(limited.message).toMatch(/too many attempts/i);
  });
});

describe("server failures in production", () => {
  it("answers 500 with a generic message and no internals", async () => {
    const account = await registerAccount(t.app);
    const db = t.database.handle.db;
    // Break the database under the running app, then mend it for the other tests.
    await db.execute(sql`alter table users rename to users_hidden_by_test`);
    let failures: LightMyRequestResponse[];
    try {
      failures = [
        await inject({
          method: "POST",
          url: "/api/auth/register",
          payload: {
            name: "Doomed",
            email: "doomed@example.test",
            username: "doomed",
            password: "modest-parcel-9",
          },
        }),
        await injectAs(t.app, account.cookie, { method: "GET", url: "/api/auth/me" }),
        await inject({ method: "GET", url: "/api/categories" }),
      ];
    } finally {
      await db.execute(sql`alter table users_hidden_by_test rename to users`);
    }
    for (const response of failures) {
      const body = expectJsonError(response, 500);
      expect(body).toEqual({ message: GENERIC_500, code: "internal" });
      expect(response.body).not.toMatch(/users|relation|select|insert|stack|Error/);
    }
    // The app recovers once the database does.
    const recovered = await injectAs(t.app, account.cookie, { method: "GET", url: "/api/auth/me" });
    expect(recovered.statusCode).toBe(200);
  });

  // Only PostgreSQL has idle pooled connections that the server can end.
  if (testDbKind() === "postgres") {
    it("keeps running when PostgreSQL ends the app's idle connections", async () => {
      // Fill the pool with a few idle connections.
      await Promise.all(
        Array.from({ length: 4 }, () => inject({ method: "GET", url: "/api/health" })),
      );
      const databaseName = new URL(t.database.databaseUrl ?? "").pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const ended = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1",
          [databaseName],
        );
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // Let the pool hear about it; an unhandled pool error would crash the process here.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const response = await inject({ method: "GET", url: "/api/health" });
      expect(response.statusCode, response.body).toBe(200);
    });
  }
});
