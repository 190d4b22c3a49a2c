import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "#server/config";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { forbidden, unauthorized } from "#server/lib/errors";
import { type ResolvedSession, resolveSession } from "./session-store";

export const SESSION_COOKIE = "eventeazy_session";
/**
 * A readable companion of the session cookie holding no secret: it tells the client whether
 * asking /api/auth/me is worthwhile, so a guest's page load makes no request that answers 401.
 */
export const SIGNED_IN_HINT_COOKIE = "eventeazy_signed_in";

type Role = UserRow["role"];

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null; looked up once per request and only when asked for. */
    currentUser(): Promise<UserRow | null>;
    /** The signed-in user; answers 401 otherwise. */
    requireUser(): Promise<UserRow>;
    /** The signed-in user in one of the roles; 401 or 403 otherwise. */
    requireRole(...roles: Role[]): Promise<UserRow>;
    sessionTokenHash(): Promise<string | null>;
  }
  interface FastifyReply {
    setSessionCookie(token: string, expiresAt: Date): FastifyReply;
    clearSessionCookie(): FastifyReply;
  }
}

const sessionLookups = new WeakMap<FastifyRequest, Promise<ResolvedSession | null>>();

export async function registerSession(app: FastifyInstance, config: AppConfig, db: Db) {
  await app.register(cookie);
  const secure = config.publicUrl.startsWith("https://");
  const cookieOptions = { path: "/", httpOnly: true, sameSite: "lax" as const, secure };

  function lookup(request: FastifyRequest): Promise<ResolvedSession | null> {
    let pending = sessionLookups.get(request);
    if (!pending) {
      const token = request.cookies[SESSION_COOKIE];
      pending = token ? resolveSession(db, token) : Promise.resolve(null);
      sessionLookups.set(request, pending);
    }
    return pending;
  }

  app.decorateRequest("currentUser", async function (this: FastifyRequest) {
    return (await lookup(this))?.user ?? null;
  });
  app.decorateRequest("sessionTokenHash", async function (this: FastifyRequest) {
    return (await lookup(this))?.tokenHash ?? null;
  });
  app.decorateRequest("requireUser", async function (this: FastifyRequest) {
    const user = await this.currentUser();
    if (!user) throw unauthorized();
    return user;
  });
  app.decorateRequest("requireRole", async function (this: FastifyRequest, ...roles: Role[]) {
    const user = await this.requireUser();
    if (!roles.includes(user.role)) throw forbidden();
    return user;
  });

  const hintOptions = { ...cookieOptions, httpOnly: false };
  app.decorateReply(
    "setSessionCookie",
    function (this: FastifyReply, token: string, expiresAt: Date) {
      return this.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions,
        expires: expiresAt,
      }).setCookie(SIGNED_IN_HINT_COOKIE, "1", { ...hintOptions, expires: expiresAt });
    },
  );
  app.decorateReply("clearSessionCookie", function (this: FastifyReply) {
    return this.clearCookie(SESSION_COOKIE, cookieOptions).clearCookie(
      SIGNED_IN_HINT_COOKIE,
      hintOptions,
    );
  });

  // Rolling sessions: when the expiry moved, send the cookie again with the new date.
  app.addHook("onSend", async (request, reply) => {
    const pending = sessionLookups.get(request);
    if (!pending) return;
    // A failed lookup was already answered by the error handler; failing again here would
    // replace that generic 500 with Fastify's raw one, leaking the failed query.
    const session = await pending.catch(() => null);
    const token = request.cookies[SESSION_COOKIE];
    if (session?.renewedUntil && token && !reply.hasHeader("set-cookie")) {
      reply.setSessionCookie(token, session.renewedUntil);
    }
  });
}
