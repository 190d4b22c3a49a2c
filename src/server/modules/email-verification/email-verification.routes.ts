import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { releaseWaitingRequests } from "#server/modules/requests/lead-alerts";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { ErrorBody, MessageBody } from "#shared/contracts/common";
import {
  EMAIL_VERIFIED_MESSAGE,
  VERIFY_LINK_SENT_MESSAGE,
  VerifyEmailBody,
} from "#shared/contracts/email-verification";
import { confirmEmail, resendVerificationEmail } from "./email-verification.service";

export const emailVerificationRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db, mailer, config, clock, leadAlerts },
) => {
  app.post(
    "/verify-email",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Confirm an email address with the token of its emailed link (single use, 48 hours)",
        body: VerifyEmailBody,
        response: { 200: MessageBody, 400: ErrorBody },
      },
    },
    async (request) => {
      // An organizer's requests waited unseen; they go out now, as new, with the confirmation.
      let released: number[] = [];
      await confirmEmail(db, request.body.token, async (tx, user) => {
        if (user.role === "organizer")
          released = await releaseWaitingRequests(tx, user.id, clock());
      });
      leadAlerts.kick(released);
      return { message: EMAIL_VERIFIED_MESSAGE };
    },
  );

  app.post(
    "/verify-email/resend",
    {
      schema: {
        tags: ["auth"],
        summary: "Email the signed-in user a new confirmation link",
        response: { 200: MessageBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
      config: {
        rateLimit: {
          max: config.rateLimits.verifyEmail,
          timeWindow: config.rateLimits.windowMs,
          keyGenerator: (request) => `verify:${request.ip}`,
        },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      await resendVerificationEmail({ db, mailer, config, log: request.log }, user);
      return { message: VERIFY_LINK_SENT_MESSAGE };
    },
  );
};
