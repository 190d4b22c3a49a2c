import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { SESSION_COOKIE } from "#server/plugins/session";
import { ErrorBody } from "#shared/contracts/common";
import { CouponValidation, ValidateCouponBody } from "#shared/contracts/coupons";
import { validateCoupon } from "./coupons.service";

/** Enough for someone mistyping a code; far too few to guess codes by trying them. */
export const COUPON_CHECKS_PER_WINDOW = 30;

export const couponRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db, config },
) => {
  app.post(
    "/validate-coupon",
    {
      schema: {
        tags: ["payments"],
        summary:
          "Check a coupon for the signed-in user: valid or not, why, and the plan prices with it",
        body: ValidateCouponBody,
        response: { 200: CouponValidation, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
      config: {
        rateLimit: {
          max: COUPON_CHECKS_PER_WINDOW,
          timeWindow: config.rateLimits.windowMs,
          // Counted per session once it is known; guests are refused anyway.
          keyGenerator: (request) => `coupon:${request.cookies[SESSION_COOKIE] ?? request.ip}`,
        },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return validateCoupon(db, user.id, request.body.couponCode);
    },
  );
};
