import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, ne } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { sessions, type UserRow, users } from "#server/db/schema";

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Extending the expiry on every request would write on every request; once an hour is enough. */
const ROLLING_REFRESH_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A secret for a link or a cookie, and the hash that is all the database keeps of it. */
export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

export async function createSession(db: Db, userId: number, userAgent?: string) {
  const { token, tokenHash } = newSecretToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({
    tokenHash,
    userId,
    expiresAt,
    userAgent: userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}

export interface ResolvedSession {
  user: UserRow;
  tokenHash: string;
  /** Set when the expiry moved and the cookie should be sent again. */
  renewedUntil?: Date;
}

export async function resolveSession(db: Db, token: string): Promise<ResolvedSession | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() < ROLLING_REFRESH_MS)
    return { user: row.user, tokenHash };
  const renewedUntil = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt: renewedUntil })
    .where(eq(sessions.tokenHash, tokenHash));
  return { user: row.user, tokenHash, renewedUntil };
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user, or every one but the current. */
export async function deleteUserSessions(db: Db, userId: number, exceptTokenHash?: string) {
  await db
    .delete(sessions)
    .where(
      exceptTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptTokenHash))
        : eq(sessions.userId, userId),
    );
}

/**
 * Deletes the sessions past their end, for the scheduled sweep; answers how many went. Sessions
 * are judged by the real time, as `resolveSession` judges them, so a sweep run as of a later day
 * (a test server's) signs nobody out early.
 */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, new Date()))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}
