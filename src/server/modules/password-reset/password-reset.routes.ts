import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { ErrorBody, MessageBody } from "#shared/contracts/common";
import {
  PasswordResetCompleteBody,
  PasswordResetRequestBody,
  PasswordResetVerifyAnswer,
  PasswordResetVerifyBody,
  RESET_LINK_SENT_MESSAGE,
  RESET_SUCCESS_MESSAGE,
} from "#shared/contracts/password-reset";
import {
  completePasswordReset,
  requestPasswordReset,
  verifyResetToken,
} from "./password-reset.service";

export const passwordResetRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db, mailer, config },
) => {
  app.post(
    "/request",
    {
      schema: {
        tags: ["password-reset"],
        summary: "Email a reset link; the same answer whether or not the address has an account",
        body: PasswordResetRequestBody,
        response: { 200: MessageBody, 400: ErrorBody, 429: ErrorBody },
      },
      config: {
        rateLimit: { max: config.rateLimits.passwordReset, timeWindow: config.rateLimits.windowMs },
      },
    },
    async (request) => {
      await requestPasswordReset({ db, mailer, config, log: request.log }, request.body.email);
      return { message: RESET_LINK_SENT_MESSAGE };
    },
  );

  app.post(
    "/verify",
    {
      schema: {
        tags: ["password-reset"],
        summary: "Check a reset link's token; answers the account's email",
        body: PasswordResetVerifyBody,
        response: { 200: PasswordResetVerifyAnswer, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return verifyResetToken(db, request.body.token);
    },
  );

  app.post(
    "/complete",
    {
      schema: {
        tags: ["password-reset"],
        summary: "Set a new password with a reset token; ends every session of the account",
        body: PasswordResetCompleteBody,
        response: { 200: MessageBody, 400: ErrorBody },
      },
    },
    async (request) => {
      await completePasswordReset(
        db,
        request.body.token,
        request.body.newPassword,
        config.passwordHashCost,
      );
      return { message: RESET_SUCCESS_MESSAGE };
    },
  );
};
