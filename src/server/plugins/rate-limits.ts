import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { tooMany } from "#server/lib/errors";

export function tooManyAttemptsMessage(ttlMs: number): string {
  return `Too many attempts. Please wait ${Math.ceil(ttlMs / 60_000)} minute(s) and try again.`;
}

/** Limits are set per route (`config.rateLimit`) or built with `allLimits`; none applies globally. */
export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
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
