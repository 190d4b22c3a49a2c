import { and, count, eq, gt, lt, or, sql } from "drizzle-orm";
import type { AppConfig, PasswordHashCost } from "#server/config";
import type { Db } from "#server/db/client";
import { passwordResets, users } from "#server/db/schema";
import { badRequest } from "#server/lib/errors";
import { renderEmail } from "#server/lib/mail/email-template";
import { type Mailer, type MailLogger, sendInBackground } from "#server/lib/mail/mailer";
import { hashPassword } from "#server/lib/passwords";
import { assertPasswordAllowed } from "#server/modules/auth/auth.service";
import { deleteUserSessions, hashToken, newSecretToken } from "#server/plugins/session-store";
import {
  type PasswordResetVerifyAnswer,
  RESET_LINK_INVALID_MESSAGE,
} from "#shared/contracts/password-reset";
import { pages } from "#shared/paths";

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export interface PasswordResetDependencies {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, "publicUrl" | "rateLimits">;
  log: MailLogger;
}

export function resetEmail(publicUrl: string, token: string) {
  return renderEmail(
    {
      subject: "Reset your EventEazy password",
      heading: "Reset your password",
      paragraphs: [
        "We received a request to reset the password of your EventEazy account. Choose a new password with the button below.",
        "The link works once and expires in 1 hour.",
      ],
      action: { label: "Reset password", path: pages.resetPassword.variants.withToken(token) },
      note: "If you did not ask for this, you can ignore this email: your password stays as it is.",
    },
    publicUrl,
  );
}

/**
 * Emails a reset link when an account has this address; otherwise does nothing, and the caller
 * answers the same either way. The email is not awaited, so the answer takes as long whether or
 * not the account exists.
 */
export async function requestPasswordReset(
  { db, mailer, config, log }: PasswordResetDependencies,
  email: string,
): Promise<void> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (!user) return;

  const now = new Date();
  // Tokens that can no longer be used are only clutter.
  await db
    .delete(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, user.id),
        or(eq(passwordResets.used, true), lt(passwordResets.expiresAt, now)),
      ),
    );
  // The per-client limit stops one sender; this stops many senders filling one person's inbox.
  const [recent] = await db
    .select({ count: count() })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, user.id),
        gt(passwordResets.createdAt, new Date(now.getTime() - config.rateLimits.windowMs)),
      ),
    );
  if ((recent?.count ?? 0) >= config.rateLimits.passwordReset) {
    log.warn({ userId: user.id }, "Password reset emails for this account are paused");
    return;
  }

  const { token, tokenHash } = newSecretToken();
  await db.insert(passwordResets).values({
    userId: user.id,
    email: user.email,
    tokenHash,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
  });
  sendInBackground(mailer, { to: user.email, ...resetEmail(config.publicUrl, token) }, log, {
    message: "Password reset email failed",
    userId: user.id,
  });
}

/**
 * A token is good while unused, unexpired, and sent to the address the account still has:
 * after an email change, links sent to the old address stop working.
 */
async function findUsableReset(db: Db, token: string) {
  const [row] = await db
    .select({ id: passwordResets.id, userId: users.id, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        eq(passwordResets.used, false),
        gt(passwordResets.expiresAt, new Date()),
        sql`lower(${users.email}) = lower(${passwordResets.email})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function verifyResetToken(db: Db, token: string): Promise<PasswordResetVerifyAnswer> {
  const reset = await findUsableReset(db, token);
  if (!reset) throw badRequest(RESET_LINK_INVALID_MESSAGE);
  return { email: reset.email };
}

/**
 * Sets the new password, uses up this token and every other open one of the account, and ends
 * all the account's sessions, so whoever knew the old password is signed out everywhere.
 */
export async function completePasswordReset(
  db: Db,
  token: string,
  newPassword: string,
  hashCost: PasswordHashCost = "standard",
): Promise<void> {
  assertPasswordAllowed(newPassword);
  // Checked before hashing, so a made-up token costs no password hashing.
  const reset = await findUsableReset(db, token);
  if (!reset) throw badRequest(RESET_LINK_INVALID_MESSAGE);
  const passwordHash = await hashPassword(newPassword, hashCost);

  await db.transaction(async (tx) => {
    // Claiming the token is one conditional update: of two parallel completions, one wins.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ used: true })
      .where(
        and(
          eq(passwordResets.id, reset.id),
          eq(passwordResets.used, false),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!claimed) throw badRequest(RESET_LINK_INVALID_MESSAGE);
    await tx
      .update(passwordResets)
      .set({ used: true })
      .where(and(eq(passwordResets.userId, claimed.userId), eq(passwordResets.used, false)));
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, claimed.userId));
    await deleteUserSessions(tx, claimed.userId);
  });
}
