import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { unauthorized } from "#server/lib/errors";
import { sendVerificationEmail } from "#server/modules/email-verification/email-verification.service";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { toUserProfile } from "#server/modules/users/users.service";
import { allLimits } from "#server/plugins/rate-limits";
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from "#server/plugins/session";
import { createSession, deleteSession, deleteUserSessions } from "#server/plugins/session-store";
import { LoginBody, RegisterBody } from "#shared/contracts/auth";
import { ErrorBody, MessageBody } from "#shared/contracts/common";
import { UserProfile } from "#shared/contracts/users";
import { authenticate, loginAttemptKey, registerUser } from "./auth.service";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

export const authRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db, config, accessPolicy: policy, mailer, loginAttempts },
) => {
  // Two counters: one per client address across accounts, which stops one address trying a
  // common password on many accounts, and one per account, whichever of its names is typed.
  const addressLimit = allLimits(app, [
    {
      max: config.rateLimits.loginPerAddress,
      timeWindow: config.rateLimits.windowMs,
      keyGenerator: (request) => `login-address:${request.ip}`,
    },
  ]);
  const loginLimits = async (request: FastifyRequest<{ Body: LoginBody }>) => {
    await addressLimit(request);
    const login = request.body?.username;
    await loginAttempts(
      request,
      `login-${await loginAttemptKey(db, typeof login === "string" ? login : "")}`,
    );
  };

  app.post(
    "/register",
    {
      schema: {
        tags: ["auth"],
        summary: "Create an account and sign in",
        body: RegisterBody,
        response: { 201: UserProfile, ...errors },
      },
      config: {
        rateLimit: { max: config.rateLimits.register, timeWindow: config.rateLimits.windowMs },
      },
    },
    async (request, reply) => {
      const user = await registerUser(db, request.body, config.passwordHashCost);
      await sendVerificationEmail({ db, mailer, config, log: request.log }, user);
      const session = await createSession(db, user.id, request.headers["user-agent"]);
      reply.setSessionCookie(session.token, session.expiresAt);
      return reply.code(201).send(toUserProfile(user, policy));
    },
  );

  app.post(
    "/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in with a username or email",
        body: LoginBody,
        response: { 200: UserProfile, ...errors },
      },
      // The account's key reads the body, so count after it is parsed (onRequest has no body yet).
      preHandler: loginLimits,
    },
    async (request, reply) => {
      const user = await authenticate(
        db,
        request.body.username,
        request.body.password,
        config.passwordHashCost,
      );
      // A new token at every login: a session id planted before login is worthless.
      const previousToken = request.cookies[SESSION_COOKIE];
      if (previousToken) await deleteSession(db, previousToken);
      const session = await createSession(db, user.id, request.headers["user-agent"]);
      reply.setSessionCookie(session.token, session.expiresAt);
      return toUserProfile(user, policy);
    },
  );

  app.post(
    "/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "End the current session",
        response: { 200: MessageBody },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(db, token);
      reply.clearSessionCookie();
      return { message: "You have been successfully logged out" };
    },
  );

  app.post(
    "/logout-everywhere",
    {
      schema: {
        tags: ["auth"],
        summary: "End every session of the signed-in user",
        response: { 200: MessageBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await deleteUserSessions(db, user.id);
      reply.clearSessionCookie();
      return { message: "You have been logged out on every device" };
    },
  );

  app.get(
    "/me",
    {
      schema: {
        tags: ["auth"],
        summary: "The signed-in user",
        response: { 200: UserProfile, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const user = await request.currentUser();
      if (!user) {
        // A stale or forged cookie: forget it, so the client stops asking.
        if (request.cookies[SESSION_COOKIE] || request.cookies[SIGNED_IN_HINT_COOKIE])
          reply.clearSessionCookie();
        throw unauthorized();
      }
      return toUserProfile(user, policy);
    },
  );
};
