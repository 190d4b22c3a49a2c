import { randomUUID } from "node:crypto";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, injectAs, registerAccount, type TestApp } from "#tests/support/test-app";

/**
 * A Redis that goes away: the app reaches the local Redis through a relay this test closes, as
 * a network fault or a restarting Redis would look to it.
 */
const REDIS_PORT = Number(new URL(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379").port);

let relay: Server;
const sockets = new Set<Socket>();
let t: TestApp;

beforeAll(async () => {
  relay = createServer((client) => {
    const upstream = createConnection({ host: "127.0.0.1", port: REDIS_PORT });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const address = relay.address();
  const port = typeof address === "object" && address ? address.port : 0;
  t = await createTestApp({
    REDIS_URL: `redis://127.0.0.1:${port}`,
    REDIS_KEY_PREFIX: `eventeazy-test:${randomUUID()}:`,
    DIRECTORY_CACHE_SECONDS: "30",
    REGISTER_RATE_LIMIT: "1000",
  });
});
afterAll(async () => {
  await t?.close();
});

describe("when Redis goes away", () => {
  it("still answers logins, writes and directory searches, uncounted rather than failing", async () => {
    const account = await registerAccount(t.app, { role: "supplier" });
    await new Promise<void>((resolve) => {
      relay.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: account.user.username, password: account.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: account.user.username, password: "not-the-password-at-all" },
    });
    expect(wrong.statusCode, wrong.body).toBe(401);

    const saved = await injectAs(t.app, account.cookie, {
      method: "PUT",
      url: "/api/auth/profile",
      payload: {
        name: account.user.name,
        email: account.user.email,
        businessName: "Still Open Ltd",
        categories: ["florist"],
        description: "Flowers for every event.",
        latitude: 53.4808,
        longitude: -2.2426,
        address: "Manchester",
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const search = await t.app.inject({ method: "GET", url: "/api/suppliers?category=florist" });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json<Array<{ id: number }>>().map((item) => item.id)).toContain(account.user.id);
  });

  it("starts without it, and answers", async () => {
    const address = relay.address();
    expect(address).toBeNull();
    const alone = await createTestApp(
      { REDIS_URL: "redis://127.0.0.1:1", DIRECTORY_CACHE_SECONDS: "30" },
      {},
      {},
      t.database,
    );
    try {
      const search = await alone.app.inject({ method: "GET", url: "/api/suppliers" });
      expect(search.statusCode, search.body).toBe(200);
      const wrong = await alone.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "nobody-here", password: "not-the-password-at-all" },
      });
      expect(wrong.statusCode, wrong.body).toBe(401);
    } finally {
      await alone.close();
    }
  });
});
