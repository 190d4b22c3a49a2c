import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SupplierListItem } from "#shared/contracts/suppliers";
import { multipartOf } from "#tests/support/multipart";
import { createTestApp, injectAs, registerAccount, type TestApp } from "#tests/support/test-app";

/**
 * Two app servers on one database and one Redis, as behind a load balancer: what one counts or
 * changes, the other sees. Each run has its own key prefix, so runs side by side never meet.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `eventeazy-test:${randomUUID()}:`;
const LEEDS = { latitude: 53.7997, longitude: -1.5492 };

const env = {
  REDIS_URL,
  REDIS_KEY_PREFIX: prefix,
  LOGIN_RATE_LIMIT: "3",
  UPLOADS_PER_MINUTE: "2",
  REGISTER_RATE_LIMIT: "10000",
  LOGIN_ADDRESS_RATE_LIMIT: "10000",
  DIRECTORY_CACHE_SECONDS: "3600",
};

let one: TestApp;
let other: TestApp;
let redis: Redis;

beforeAll(async () => {
  one = await createTestApp(env);
  other = await createTestApp(env, {}, {}, one.database);
  redis = new Redis(REDIS_URL);
});
afterAll(async () => {
  await other?.close();
  await one?.close();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const wrongLogin = (app: FastifyInstance, username: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username, password: "not-the-password-at-all" },
  });

describe("rate limits counted in Redis", () => {
  it("refuses through one server a login the other has already counted to the limit", async () => {
    const account = await registerAccount(one.app);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await wrongLogin(one.app, account.user.username)).statusCode).toBe(401);
    const refused = await wrongLogin(other.app, account.user.username);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "rate_limited" });
    expect(await redis.keys(`${prefix}rate-limit:*`)).not.toEqual([]);
  });

  it("counts an account's uploads across servers", async () => {
    const account = await registerAccount(one.app);
    const image = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#888888" },
    })
      .png()
      .toBuffer();
    const upload = async (app: FastifyInstance) => {
      const { payload, headers } = await multipartOf([
        { field: "profileImage", data: image, filename: "me.png" },
      ]);
      return injectAs(app, account.cookie, {
        method: "POST",
        url: "/api/upload/profile-image",
        payload,
        headers,
      });
    };
    expect((await upload(one.app)).statusCode).toBe(200);
    expect((await upload(other.app)).statusCode).toBe(200);
    expect((await upload(one.app)).statusCode).toBe(429);
    expect((await upload(other.app)).statusCode).toBe(429);
  });
});

describe("the directory cache's announcements through Redis", () => {
  const search = "location=Leeds&category=beverage";
  const listed = async (app: FastifyInstance) => {
    const response = await app.inject({ method: "GET", url: `/api/suppliers?${search}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SupplierListItem[]>();
  };

  it("empties the other server's cache when a supplier changes through one", async () => {
    const heard: string[] = [];
    const listener = new Redis(REDIS_URL);
    await listener.subscribe(`${prefix}directory`);
    listener.on("message", (_channel: string, message: string) => heard.push(message));
    try {
      const supplier = await registerAccount(one.app, { role: "supplier" });
      const profile = (name: string) => ({
        method: "PUT" as const,
        url: "/api/auth/profile",
        payload: {
          name,
          email: supplier.user.email,
          categories: ["beverage"],
          description: "Drinks for every event",
          businessName: name,
          ...LEEDS,
        },
      });
      const placed = await injectAs(one.app, supplier.cookie, profile("Cask and Barrel"));
      expect(placed.statusCode, placed.body).toBe(200);
      await expect
        .poll(async () => (await listed(other.app)).map((item) => item.id))
        .toContain(supplier.user.id);

      const renamed = await injectAs(one.app, supplier.cookie, profile("Tap and Tun"));
      expect(renamed.statusCode, renamed.body).toBe(200);
      await expect
        .poll(async () => (await listed(other.app)).find((item) => item.id === supplier.user.id))
        .toMatchObject({ name: "Tap and Tun" });
      expect(heard).not.toEqual([]);
    } finally {
      listener.disconnect();
    }
  });
});
