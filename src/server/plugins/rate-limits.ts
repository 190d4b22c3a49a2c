import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { tooMany } from "#server/lib/errors";

export function tooManyAttemptsMessage(ttlMs: number): string {
  return `Too many attempts. Please wait ${Math.ceil(ttlMs / 60_000)} minute(s) and try again.`;
}

/**
 * Limits are set per route (`config.rateLimit`) or built with `allLimits`; none applies globally.
 * Counted in this process, or in Redis when given one, so that every app server sharing it counts
 * the same requests. Should Redis fail to answer, a request goes through uncounted rather than
 * failing: a short outage must not stop every login.
 */
export async function registerRateLimits(app: FastifyInstance, redis?: Redis) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "rate-limit:", skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: tooManyAttemptsMessage(context.ttl),
      code: "rate_limited",
    }),
  });
}

/**
 * A hook that counts the request against every one of these limits (a route's own `rateLimit`
 * runs only one) and answers 429 as soon as one is exceeded.
 */
export function allLimits(app: FastifyInstance, limits: RateLimitOptions[]) {
  const checks = limits.map((options) => app.createRateLimit(options));
  return async (request: FastifyRequest) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooMany(tooManyAttemptsMessage(result.ttl));
    }
  };
}

/**
 * A limit of `perMinute` uploads, counted per signed-in account (per address for a guest, who is
 * refused anyway), under `name` so each kind of upload counts on its own.
 */
export function perAccountUploadLimit(app: FastifyInstance, name: string, perMinute: number) {
  return app.rateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: async (request) => {
      const user = await request.currentUser();
      return user ? `${name}-account:${user.id}` : `${name}-address:${request.ip}`;
    },
  });
}

/** Counts one request under a key the caller names; throws 429 once the key's limit is passed. */
export type KeyedLimit = (request: FastifyRequest, key: string) => Promise<void>;

/**
 * A limit counted under keys the caller works out (an account, say), so that several routes can
 * count against one counter: they must share the function this returns, since each limit built
 * here keeps its own counts in memory (in Redis the key alone decides).
 */
export function keyedLimit(
  app: FastifyInstance,
  options: { max: number; timeWindow: number; message?: (ttlMs: number) => string },
): KeyedLimit {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: (request) => keys.get(request) ?? `unkeyed:${request.ip}`,
  });
  const message = options.message ?? tooManyAttemptsMessage;
  return async (request, key) => {
    keys.set(request, key);
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany(message(result.ttl));
  };
}
