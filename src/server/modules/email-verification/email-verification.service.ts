import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { AppConfig } from "#server/config";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { emailVerifications, users } from "#server/db/schema";
import { AppError, badRequest, conflict, tooMany } from "#server/lib/errors";
import { renderEmail } from "#server/lib/mail/email-template";
import { type Mailer, type MailLogger, sendInBackground } from "#server/lib/mail/mailer";
import { hashToken, newSecretToken } from "#server/plugins/session-store";
import {
  ALREADY_VERIFIED_MESSAGE,
  CONFIRM_EMAIL_FIRST_MESSAGE,
  VERIFY_EMAILS_PAUSED_MESSAGE,
  VERIFY_LINK_INVALID_MESSAGE,
} from "#shared/contracts/email-verification";
import { pages } from "#shared/paths";

export const VERIFY_TOKEN_LIFETIME_MS = 48 * 60 * 60 * 1000;

export interface EmailVerificationDependencies {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, "publicUrl" | "rateLimits">;
  log: MailLogger;
}

type Recipient = Pick<UserRow, "id" | "email">;

export function isEmailVerified(user: Pick<UserRow, "emailVerifiedAt">): boolean {
  return user.emailVerifiedAt !== null;
}

/**
 * Quotes, messages, badges, calendar imports and feeds, reports and free access wait for a
 * confirmed address (docs/product.md §Trust rules; docs/decisions/0017).
 */
export function assertEmailVerified(
  user: Pick<UserRow, "emailVerifiedAt">,
  message = CONFIRM_EMAIL_FIRST_MESSAGE,
): void {
  if (!isEmailVerified(user)) throw new AppError(403, message, "email_unverified");
}

export function verificationEmail(publicUrl: string, token: string) {
  return renderEmail(
    {
      subject: "Confirm your email address for EventEazy",
      heading: "Confirm your email address",
      paragraphs: [
        "Welcome to EventEazy. Please confirm that this address is yours with the button below.",
        "Until then you can look around, but quotes and messages wait for the confirmation. The link works once and expires in 48 hours.",
      ],
      action: { label: "Confirm email address", path: pages.verifyEmail.variants.withToken(token) },
      note: "If you did not make an EventEazy account, you can ignore this email.",
    },
    publicUrl,
  );
}

function emailChangedNotice(publicUrl: string, newEmail: string) {
  return renderEmail(
    {
      subject: "Your EventEazy email address was changed",
      heading: "Your email address was changed",
      paragraphs: [
        `The email address of your EventEazy account was changed to ${newEmail}. From now on, we write to that address.`,
        "If you did not make this change, reset your password at once and contact us.",
      ],
      action: { label: "Reset password", path: pages.forgotPassword.href },
    },
    publicUrl,
  );
}

/**
 * Makes a new single-use link for the account's current address and emails it. The email is not
 * awaited: the answer does not wait for the mail server.
 */
export async function sendVerificationEmail(
  { db, mailer, config, log }: EmailVerificationDependencies,
  user: Recipient,
): Promise<void> {
  const { token, tokenHash } = newSecretToken();
  await db.insert(emailVerifications).values({
    userId: user.id,
    email: user.email,
    tokenHash,
    expiresAt: new Date(Date.now() + VERIFY_TOKEN_LIFETIME_MS),
  });
  sendInBackground(mailer, { to: user.email, ...verificationEmail(config.publicUrl, token) }, log, {
    message: "Confirmation email failed",
    userId: user.id,
  });
}

/** A new link on request, at most `rateLimits.verifyEmail` per account in the window. */
export async function resendVerificationEmail(
  deps: EmailVerificationDependencies,
  user: UserRow,
): Promise<void> {
  if (isEmailVerified(user)) throw conflict(ALREADY_VERIFIED_MESSAGE);
  const since = new Date(Date.now() - deps.config.rateLimits.windowMs);
  const [recent] = await deps.db
    .select({ count: count() })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, user.id), gt(emailVerifications.createdAt, since)));
  if ((recent?.count ?? 0) >= deps.config.rateLimits.verifyEmail)
    throw tooMany(VERIFY_EMAILS_PAUSED_MESSAGE);
  await sendVerificationEmail(deps, user);
}

/**
 * Confirms the address a link was sent to, once: the token is claimed in one conditional update,
 * and it counts only while the account still has that address.
 */
export async function confirmEmail(
  db: Db,
  token: string,
  /** More work that commits with the confirmation, or not at all. */
  withConfirmation?: (tx: Db, user: UserRow) => Promise<void>,
): Promise<UserRow> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenHash, hashToken(token)),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
    if (!claimed) throw badRequest(VERIFY_LINK_INVALID_MESSAGE);
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(
        and(
          eq(users.id, claimed.userId),
          sql`lower(${users.email}) = lower(${claimed.email})`,
          isNull(users.suspendedAt),
        ),
      )
      .returning();
    if (!user) throw badRequest(VERIFY_LINK_INVALID_MESSAGE);
    await withConfirmation?.(tx, user);
    return user;
  });
}

/** Tells the old address that the account now answers to another one. */
export function sendEmailChangedNotice(
  { mailer, config, log }: EmailVerificationDependencies,
  oldEmail: string,
  user: Recipient,
): void {
  sendInBackground(
    mailer,
    { to: oldEmail, ...emailChangedNotice(config.publicUrl, user.email) },
    log,
    { message: "Email change notice failed", userId: user.id },
  );
}
