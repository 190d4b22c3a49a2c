import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { PaymentRouteOptions } from "#server/modules/route-dependencies";
import { PayoutOnboarding, PayoutStatusView } from "#shared/contracts/bookings";
import { ErrorBody } from "#shared/contracts/common";
import {
  completeTestOnboarding,
  currentPayoutStatus,
  PAYOUTS_RETURN_PATH,
  startOnboarding,
} from "./payouts.service";

const tags = ["payouts"];

/** Suppliers' payout accounts: where released deposits are paid. */
export const payoutRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { db, config, clock, payments },
) => {
  app.post(
    "/onboarding",
    {
      schema: {
        tags,
        summary:
          "Start or resume payout set-up (suppliers): Stripe Connect Express onboarding's link, or the test provider's simulated link that marks the account ready",
        response: { 200: PayoutOnboarding, 401: ErrorBody, 403: ErrorBody, 502: ErrorBody },
      },
    },
    async (request) =>
      startOnboarding(
        db,
        payments,
        await request.requireUser(),
        config.publicUrl,
        clock(),
        request.log,
      ),
  );

  app.get(
    "/status",
    {
      schema: {
        tags,
        summary: "The supplier's payout account: not_started, pending or ready",
        response: { 200: PayoutStatusView, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({
      status: await currentPayoutStatus(
        db,
        payments,
        await request.requireUser(),
        clock(),
        request.log,
      ),
      provider: payments.name,
    }),
  );

  app.get(
    "/test/complete",
    {
      schema: {
        tags,
        summary:
          "The test provider's simulated onboarding link: marks the supplier's payout account ready and goes back to the dashboard (404 with Stripe or a used link)",
        querystring: z.object({ token: z.string().min(1).max(200) }),
        response: { 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await completeTestOnboarding(db, payments, request.query.token, clock());
      return reply.redirect(PAYOUTS_RETURN_PATH, 303);
    },
  );
};
