import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { eq, sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client";
import { users } from "#server/db/schema";
import { connectRedis, connectRedisSubscriber } from "#server/lib/redis/redis";
import { createTestApp, registerAccount, type TestApp } from "#tests/support/test-app";
import { DIRECTORY_TOPIC } from "./directory-cache";
import { createRedisDirectoryChanges } from "./redis-directory-changes";

const settings = {
  url: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
  keyPrefix: `eventeazy-test:${randomUUID()}:`,
};

let t: TestApp;
const connections: Redis[] = [];
const closers: Array<() => void> = [];
const db = () => t.database.handle.db;

beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT: "1000" });
});
afterAll(async () => {
  for (const close of closers) close();
  for (const connection of connections) connection.disconnect();
  await t.close();
});

async function version(): Promise<number> {
  const [row] = await queryRows<{ version: string }>(
    db(),
    sql`select version::text as version from directory_changes`,
  );
  return Number(row?.version);
}

/** One app server's side: its changes and how many times its cache was told to empty. */
async function server(pollIntervalMs = 60_000) {
  const [redis, subscriber] = [connectRedis(settings), connectRedisSubscriber(settings)];
  connections.push(redis, subscriber);
  const changes = await createRedisDirectoryChanges({
    db: db(),
    settings,
    redis,
    subscriber,
    log: { warn() {}, error() {} },
    pollIntervalMs,
  });
  closers.push(changes.close);
  // The connection's own announcement ("trust nothing kept") comes each time it is ready: once at
  // start, and again whenever a loaded machine makes it connect anew. Counting starts after the
  // first, and `fromOthers` leaves out the rest, so the tests count what other servers announce.
  if (subscriber.status !== "ready") await once(subscriber, "ready");
  const heard = {
    count: 0,
    reconnections: 0,
    get fromOthers() {
      return this.count - this.reconnections;
    },
  };
  changes.onTopic(DIRECTORY_TOPIC, () => {
    heard.count += 1;
  });
  subscriber.on("ready", () => {
    heard.reconnections += 1;
  });
  return { changes, heard, subscriber };
}

describe("the database's count of directory changes", () => {
  it("moves once per transaction that changes a supplier, and not for the quote counter or organizers", async () => {
    const supplier = await registerAccount(t.app, { role: "supplier" });
    const organizer = await registerAccount(t.app);
    const before = await version();
    await db().transaction(async (tx) => {
      await tx.update(users).set({ businessName: "One" }).where(eq(users.id, supplier.user.id));
      await tx.update(users).set({ businessName: "Two" }).where(eq(users.id, supplier.user.id));
    });
    expect(await version()).toBe(before + 1);
    await db().update(users).set({ quotesThisMonth: 3 }).where(eq(users.id, supplier.user.id));
    await db().update(users).set({ name: "Olive" }).where(eq(users.id, organizer.user.id));
    expect(await version()).toBe(before + 1);
  });
});

describe("directory announcements over Redis", () => {
  it("tells every server when the count moved, and nobody when it did not", async () => {
    const writer = await server();
    const reader = await server();
    expect(await writer.changes.catchUp()).toBe(true);

    await db().execute(sql`update directory_changes set version = version + 1`);
    expect(await writer.changes.catchUp()).toBe(false);
    await expect.poll(() => reader.heard.fromOthers).toBe(1);
    expect(await writer.changes.catchUp()).toBe(true);
    expect(reader.heard.fromOthers).toBe(1);
  });

  it("finds a change made outside any request by reading the count as time goes by", async () => {
    const watcher = await server(50);
    const other = await server();
    await db().execute(sql`update directory_changes set version = version + 1`);
    await expect.poll(() => watcher.heard.count).toBeGreaterThan(0);
    await expect.poll(() => other.heard.count).toBeGreaterThan(0);
  });

  it("subscribes while its connection is still being made without the connection failing its own check", async () => {
    const failures: unknown[] = [];
    const publisher = connectRedis(settings);
    connections.push(publisher);
    const servers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const subscriber = connectRedisSubscriber(settings);
        connections.push(subscriber);
        subscriber.on("error", (error: unknown) => failures.push(error));
        let readies = 0;
        subscriber.on("ready", () => {
          readies += 1;
        });
        // Subscribing as the connection opens, before Redis has been asked whether it is ready.
        await once(subscriber, "connect");
        const changes = await createRedisDirectoryChanges({
          db: db(),
          settings,
          redis: publisher,
          subscriber,
          log: { warn() {}, error() {} },
        });
        closers.push(changes.close);
        return { readies: () => readies };
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(failures).toEqual([]);
    expect(servers.map((server) => server.readies())).toEqual(servers.map(() => 1));
  });

  it("empties its cache when it connects to Redis again, since announcements may have gone by", async () => {
    const listener = await server();
    const before = listener.heard.count;
    listener.subscriber.disconnect(true);
    await expect.poll(() => listener.heard.count).toBeGreaterThan(before);
  });
});
