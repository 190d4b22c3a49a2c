import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db, NotificationHandler } from "#server/db/client";
import type { LiveEvent } from "#shared/contracts/live-events";
import { openTestDatabase, type TestDatabase } from "#tests/support/test-database";
import {
  createLiveEvents,
  LIVE_EVENTS_CHANNEL,
  type LiveEvents,
  type LiveEventsLog,
} from "./live-events";

let database: TestDatabase;
const buses: LiveEvents[] = [];

async function bus(...args: Parameters<typeof createLiveEvents>): Promise<LiveEvents> {
  const created = await createLiveEvents(...args);
  buses.push(created);
  return created;
}

function collect(events: LiveEvents, userId: number): LiveEvent[] {
  const received: LiveEvent[] = [];
  events.subscribe(userId, (event) => received.push(event));
  return received;
}

const notification = (notificationId: number): LiveEvent => ({
  type: "notification",
  notificationId,
});

function recordingLog() {
  return { warn: vi.fn(), error: vi.fn() } satisfies LiveEventsLog;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await Promise.all(buses.map((created) => created.close()));
  await database.dispose();
});

describe("LiveEvents", () => {
  it("delivers an event to the user's listeners only, until they unsubscribe", async () => {
    const events = await bus(database.handle);
    const forOne: LiveEvent[] = [];
    const alsoForOne: LiveEvent[] = [];
    const stopOne = events.subscribe(1, (event) => forOne.push(event));
    events.subscribe(1, (event) => alsoForOne.push(event));
    const forTwo = collect(events, 2);

    await events.publish(1, notification(10));
    await expect.poll(() => forOne).toEqual([notification(10)]);
    await expect.poll(() => alsoForOne).toEqual([notification(10)]);

    stopOne();
    await events.publish(1, notification(11));
    await expect.poll(() => alsoForOne).toEqual([notification(10), notification(11)]);
    expect(forOne).toEqual([notification(10)]);
    expect(forTwo).toEqual([]);
  });

  it("reaches listeners of another process's bus on the same database", async () => {
    const publisher = await bus(database.handle);
    const listener = await bus(database.handle);
    const received = collect(listener, 7);
    await publisher.publish(7, { type: "messages-read", readerId: 7, senderId: 8 });
    await expect
      .poll(() => received)
      .toEqual([{ type: "messages-read", readerId: 7, senderId: 8 }]);
  });

  it("ignores malformed notifications on its channel, and one failing listener spares the rest", async () => {
    const log = recordingLog();
    const events = await bus(database.handle, { log });
    events.subscribe(3, () => {
      throw new Error("listener bug");
    });
    const received = collect(events, 3);
    for (const payload of ["not json", JSON.stringify({ u: 3, e: { type: "unknown" } })])
      await database.handle.db.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${payload})`);
    await events.publish(3, notification(1));
    await expect.poll(() => received).toEqual([notification(1)]);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledWith(expect.anything(), "Live event listener failed");
  });

  it("drops an event too large for NOTIFY instead of failing the caller", async () => {
    const log = recordingLog();
    const events = await bus(database.handle, { log });
    const received = collect(events, 4);
    const oversized = { ...notification(1), padding: "x".repeat(9000) } as unknown as LiveEvent;
    await expect(events.publish(4, oversized)).resolves.toBeUndefined();
    await settle();
    expect(received).toEqual([]);
    expect(log.error).toHaveBeenCalledWith(
      { userId: 4, type: "notification" },
      "Live event too large to send; dropped",
    );
  });

  it("never rejects when the database cannot take the event", async () => {
    const log = recordingLog();
    const failingDb = {
      execute: () => Promise.reject(new Error("connection lost")),
    } as unknown as Db;
    const events = await bus({ db: failingDb, listen: database.handle.listen }, { log });
    await expect(events.publish(5, notification(1))).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ userId: 5, type: "notification" }),
      "Publishing a live event failed",
    );
  });

  it("stops delivering and publishing once closed", async () => {
    const events = await bus(database.handle);
    const watcher = await bus(database.handle);
    const received = collect(events, 6);
    const watched = collect(watcher, 6);
    await events.close();
    await events.publish(6, notification(1));
    await watcher.publish(6, notification(2));
    await expect.poll(() => watched).toEqual([notification(2)]);
    expect(received).toEqual([]);
  });

  it("listens again when its own LISTEN stops hearing", async () => {
    const log = recordingLog();
    let listens = 0;
    // The first LISTEN goes deaf, as a connection dropped without an error would.
    const listen = async (channel: string, handler: NotificationHandler) => {
      listens += 1;
      const isDeaf = listens === 1;
      return database.handle.listen(channel, (payload) => {
        if (!isDeaf) handler(payload);
      });
    };
    const events = await bus(
      { db: database.handle.db, listen },
      { log, probeIntervalMs: 50, probeTimeoutMs: 100 },
    );
    const received = collect(events, 9);
    await expect.poll(() => listens, { timeout: 2000 }).toBe(2);
    expect(log.warn).toHaveBeenCalledWith({}, "Live events went unheard; listening again");
    await events.publish(9, notification(1));
    await expect.poll(() => received).toEqual([notification(1)]);
  });

  it("never probes when probing is off, as on the embedded database", async () => {
    let listens = 0;
    // A LISTEN that hears nothing: with probing on, it would be replaced within the timeout.
    const listen = async (channel: string, handler: NotificationHandler) => {
      listens += 1;
      return database.handle.listen(channel, (payload) => {
        if (payload === "never") handler(payload);
      });
    };
    const events = await bus(
      { db: database.handle.db, listen },
      { probeIntervalMs: 0, probeTimeoutMs: 50 },
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(listens).toBe(1);
    await events.close();
  });
});

const announce = (topic: string) =>
  database.handle.db.execute(
    sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify({ t: topic })})`,
  );

describe("topics announced by the database", () => {
  it("reach the topic's listeners on every bus, and only theirs", async () => {
    const [one, other] = await Promise.all([bus(database.handle), bus(database.handle)]);
    let heardHere = 0;
    let heardThere = 0;
    let heardElsewhere = 0;
    const stop = one.onTopic("cats", () => {
      heardHere += 1;
    });
    other.onTopic("cats", () => {
      heardThere += 1;
    });
    other.onTopic("dogs", () => {
      heardElsewhere += 1;
    });
    await announce("cats");
    await expect.poll(() => [heardHere, heardThere]).toEqual([1, 1]);
    stop();
    await announce("cats");
    await expect.poll(() => heardThere).toBe(2);
    expect(heardHere).toBe(1);
    expect(heardElsewhere).toBe(0);
    await Promise.all([one.close(), other.close()]);
  });

  it("counts every topic as changed after listening again, since announcements were lost", async () => {
    let listens = 0;
    const listen = async (channel: string, handler: NotificationHandler) => {
      listens += 1;
      const isDeaf = listens === 1;
      return database.handle.listen(channel, (payload) => {
        if (!isDeaf) handler(payload);
      });
    };
    const events = await bus(
      { db: database.handle.db, listen },
      { probeIntervalMs: 50, probeTimeoutMs: 100 },
    );
    let heard = 0;
    events.onTopic("lost", () => {
      heard += 1;
    });
    await announce("lost");
    await expect.poll(() => listens, { timeout: 2000 }).toBe(2);
    await expect.poll(() => heard).toBe(1);
    await events.close();
  });
});

describe("catchUp", () => {
  it("resolves once every announcement committed before it has been delivered", async () => {
    const events = await bus(database.handle);
    let heard = 0;
    events.onTopic("orders", () => {
      heard += 1;
    });
    await announce("orders");
    await announce("orders");
    await expect(events.catchUp()).resolves.toBe(true);
    expect(heard).toBe(2);
    await events.close();
  });

  it("answers false when its LISTEN does not hear, and checks the LISTEN at once", async () => {
    const log = recordingLog();
    let listens = 0;
    const listen = async (channel: string, handler: NotificationHandler) => {
      listens += 1;
      const isDeaf = listens === 1;
      return database.handle.listen(channel, (payload) => {
        if (!isDeaf) handler(payload);
      });
    };
    const events = await bus(
      { db: database.handle.db, listen },
      { log, probeIntervalMs: 60_000, probeTimeoutMs: 100 },
    );
    await expect(events.catchUp(100)).resolves.toBe(false);
    await expect.poll(() => listens, { timeout: 2000 }).toBe(2);
    await expect(events.catchUp()).resolves.toBe(true);
    await events.close();
  });

  it("answers false once closed", async () => {
    const events = await bus(database.handle);
    await events.close();
    await expect(events.catchUp()).resolves.toBe(false);
  });
});
