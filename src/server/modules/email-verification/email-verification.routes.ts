import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { ErrorBody, MessageBody } from "#shared/contracts/common";
import {
  EMAIL_VERIFIED_MESSAGE,
  VERIFY_LINK_SENT_MESSAGE,
  VerifyEmailBody,
} from "#shared/contracts/email-verification";
import { confirmEmail, resendVerificationEmail } from "./email-verification.service";

interface EmailVerificationRouteOptions extends RouteDependencies {
  /**
   * What other modules do when an address is confirmed (buildApp hands it over, so this module
   * knows none of them): it runs inside the confirmation's transaction and answers what to do
   * once that transaction has committed.
   */
  onEmailConfirmed: (tx: Db, user: UserRow) => Promise<() => void>;
}

export const emailVerificationRoutes: FastifyPluginAsyncZod<EmailVerificationRouteOptions> = async (
  app,
  { db, mailer, config, onEmailConfirmed },
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
      let afterCommit = () => {};
      await confirmEmail(db, request.body.token, async (tx, user) => {
        afterCommit = await onEmailConfirmed(tx, user);
      });
      afterCommit();
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
