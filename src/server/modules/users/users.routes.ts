import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userFolder } from "#server/lib/storage/image-store";
import { createPrivateFileStore } from "#server/lib/storage/private-file-store";
import {
  sendEmailChangedNotice,
  sendVerificationEmail,
} from "#server/modules/email-verification/email-verification.service";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { keyedLimit } from "#server/plugins/rate-limits";
import { AccountExport } from "#shared/contracts/account-export";
import { ErrorBody, IdParams, MessageBody } from "#shared/contracts/common";
import {
  DeleteAccountBody,
  emailChangesLimitMessage,
  PublicUser,
  UpdateProfileBody,
  UserProfile,
} from "#shared/contracts/users";
import { exportAccount, exportFileName } from "./account-export.service";
import { accountLoginKey } from "./account-names";
import { updateProfile } from "./profile.service";
import {
  ACCOUNT_DELETED_MESSAGE,
  deleteAccount,
  getPublicUser,
  toUserProfile,
} from "./users.service";

/** Registered without a prefix: these paths sit under /api/users and /api/auth. */
export const userRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db, config, mailer, accessPolicy: policy, imageStore: store, loginAttempts },
) => {
  const privateFiles = createPrivateFileStore(config);
  // Each change emails two addresses; this counts changes per account.
  const emailChanges = keyedLimit(app, {
    max: config.rateLimits.emailChange,
    timeWindow: config.rateLimits.windowMs,
    message: emailChangesLimitMessage,
  });

  app.get(
    "/users/:id",
    {
      schema: {
        tags: ["users"],
        summary: "Anyone's public card (no contact or account details)",
        params: IdParams,
        response: { 200: PublicUser, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => getPublicUser(db, request.params.id),
  );

  app.delete(
    "/auth/account",
    {
      schema: {
        tags: ["auth"],
        summary: "Delete the signed-in account for good (password required)",
        body: DeleteAccountBody,
        response: {
          200: MessageBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
      config: {
        // A stolen session must not become a way to guess the password.
        rateLimit: { max: config.rateLimits.login, timeWindow: config.rateLimits.windowMs },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      // The password typed here is one more guess against the account's login limit.
      await loginAttempts(request, `login-${accountLoginKey(user.id)}`);
      await deleteAccount(db, store, user, request.body.password);
      // Compliance evidence lives apart from the public images, and goes with the account too.
      await privateFiles.deleteFolder(userFolder(user.id));
      reply.clearSessionCookie();
      return { message: ACCOUNT_DELETED_MESSAGE };
    },
  );

  app.get(
    "/auth/export",
    {
      schema: {
        tags: ["auth"],
        summary: "Download all your data as JSON (UK GDPR)",
        response: { 200: AccountExport, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply
        .header("content-disposition", `attachment; filename="${exportFileName(user.username)}"`)
        .header("cache-control", "no-store");
      return exportAccount(db, user, policy);
    },
  );

  app.put(
    "/auth/profile",
    {
      schema: {
        tags: ["auth"],
        summary: "Update the signed-in user's profile",
        body: UpdateProfileBody,
        response: {
          200: UserProfile,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const { user: updated, previousEmail } = await updateProfile(db, user, request.body, {
        countPasswordAttempt: () => loginAttempts(request, `login-${accountLoginKey(user.id)}`),
        countEmailChange: () => emailChanges(request, `email-change-account:${user.id}`),
      });
      if (previousEmail !== null) {
        const mail = { db, mailer, config, log: request.log };
        await sendVerificationEmail(mail, updated);
        sendEmailChangedNotice(mail, previousEmail, updated);
      }
      return toUserProfile(updated, policy);
    },
  );
};
