import { Redis, type RedisOptions } from "ioredis";
import type { AppConfig } from "#server/config";

export type RedisSettings = NonNullable<AppConfig["redis"]>;

/**
 * A connection to the shared Redis. Every key is written under `keyPrefix`, so several
 * EventEazy deployments (or test runs) can share one Redis. A command waits at most one retry
 * for a lost connection, so a Redis outage slows no request for long: callers decide what to do
 * without an answer.
 */
export function connectRedis(settings: RedisSettings, options: RedisOptions = {}): Redis {
  return new Redis(settings.url, {
    keyPrefix: settings.keyPrefix,
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
    ...options,
  });
}

/**
 * A connection for pub/sub only: no ready check. The check asks Redis for INFO once the
 * connection is made, and a SUBSCRIBE sent in that moment (Redis takes it before it is ready)
 * turns the connection to subscriber mode first, where INFO is refused: the check fails and the
 * connection starts over, announcing a reconnection nobody caused.
 */
export const connectRedisSubscriber = (settings: RedisSettings): Redis =>
  connectRedis(settings, { enableReadyCheck: false });

/** Pub/sub channel names are not prefixed by the client: this does it by hand. */
export const channelName = (settings: RedisSettings, name: string) =>
  `${settings.keyPrefix}${name}`;
