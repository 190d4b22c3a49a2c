import { Redis } from "ioredis";
import type { AppConfig } from "#server/config";

export type RedisSettings = NonNullable<AppConfig["redis"]>;

/**
 * A connection to the shared Redis. Every key is written under `keyPrefix`, so several
 * EventEazy deployments (or test runs) can share one Redis. A command waits at most one retry
 * for a lost connection, so a Redis outage slows no request for long: callers decide what to do
 * without an answer.
 */
export function connectRedis(settings: RedisSettings): Redis {
  return new Redis(settings.url, {
    keyPrefix: settings.keyPrefix,
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  });
}

/** Pub/sub channel names are not prefixed by the client: this does it by hand. */
export const channelName = (settings: RedisSettings, name: string) =>
  `${settings.keyPrefix}${name}`;
