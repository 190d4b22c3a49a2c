import { sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import { type Db, queryRows } from "#server/db/client";
import type { LiveEventsLog } from "#server/lib/live-events/live-events";
import { channelName, type RedisSettings } from "#server/lib/redis/redis";
import { DIRECTORY_TOPIC, type DirectoryChanges } from "./directory-cache";

export interface RedisDirectoryChangesOptions {
  db: Db;
  settings: RedisSettings;
  /** Publishes; a connection of its own. */
  redis: Redis;
  /** Subscribes: a connection in subscriber mode can send nothing else. */
  subscriber: Redis;
  log: LiveEventsLog;
  /**
   * How often the count is also read with no write before it, for changes made outside any
   * request (scripts, scheduled work): how long such a change may go unseen at most.
   */
  pollIntervalMs?: number;
}

async function readVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select version::text as version from directory_changes`,
  );
  return row?.version ?? "0";
}

/**
 * The directory cache's announcements over Redis pub/sub. After each write it answers, an app
 * server reads the database's count of directory changes (migration 0011, counted at commit);
 * when the count moved since it last looked, it publishes on Redis and every app server empties
 * its cache. A server that (re)connects to Redis empties its own, since announcements may have
 * gone by meanwhile. Changes made outside any request are found by reading the count
 * every few seconds as well.
 */
export async function createRedisDirectoryChanges({
  db,
  settings,
  redis,
  subscriber,
  log,
  pollIntervalMs = 5000,
}: RedisDirectoryChangesOptions): Promise<DirectoryChanges & { close(): void }> {
  const channel = channelName(settings, DIRECTORY_TOPIC);
  const listeners = new Set<() => void>();
  let lastSeen = await readVersion(db);

  const announce = () => {
    for (const listener of listeners) listener();
  };
  // Subscribing twice is harmless; not hearing at all is not: every connection subscribes.
  const subscribe = () =>
    subscriber.subscribe(channel).catch((error: unknown) => {
      log.warn({ err: error }, "Listening for directory changes on Redis failed");
    });
  subscriber.on("message", (from: string) => {
    if (from === channel) announce();
  });
  // On every connection, the first included: whatever was announced while this server was not
  // listening is lost, so it trusts none of its kept answers.
  subscriber.on("ready", () => {
    announce();
    subscribe();
  });
  // A Redis that is down does not stop start-up: the subscription follows when it is back.
  await subscribe();

  /** Publishes when the count moved since this server last looked; true when it had not. */
  async function lookForChanges(): Promise<boolean> {
    try {
      const version = await readVersion(db);
      if (version === lastSeen) return true;
      lastSeen = version;
      await redis.publish(channel, version);
    } catch (error) {
      log.warn({ err: error }, "Announcing a directory change through Redis failed");
    }
    return false;
  }

  const poll = setInterval(() => {
    lookForChanges()
      .then((unchanged) => {
        if (!unchanged) announce();
      })
      .catch(() => {});
  }, pollIntervalMs);
  poll.unref();

  return {
    checksAfterEachWrite: true,
    onTopic(topic, listener) {
      if (topic !== DIRECTORY_TOPIC) return () => {};
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // This server's own answers are forgotten at once (false), without waiting for the echo.
    catchUp: lookForChanges,
    close() {
      clearInterval(poll);
    },
  };
}
