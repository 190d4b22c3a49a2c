import type { FastifyBaseLogger } from "fastify";
import type { EmailAttachment } from "#server/db/schema";

/** One email, always with a plain-text and an HTML part (see `renderEmail`). */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes when it is not the sender, such as the person who wrote to support. */
  replyTo?: string;
  /** Extra headers, such as `List-Unsubscribe` and `List-Unsubscribe-Post` on alert emails. */
  headers?: Record<string, string>;
  /** Files sent with it, such as a calendar invitation. */
  attachments?: EmailAttachment[];
}

export interface Mailer {
  /** Resolves once the message is handed over (written to the outbox or accepted by the SMTP server). */
  send(email: OutgoingEmail): Promise<void>;
  /** Waits for the messages still being handed over, then lets go of open connections. */
  close(): Promise<void>;
}

export type MailLogger = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

/**
 * Hands an email over without holding up the answer (a reply that waited would also tell how
 * long the mail server took); a failure is logged with what it was for, never thrown.
 */
export function sendInBackground(
  mailer: Mailer,
  email: OutgoingEmail,
  log: MailLogger,
  failure: { message: string; userId: number },
): void {
  mailer.send(email).catch((error: unknown) => {
    log.error({ err: error, userId: failure.userId }, failure.message);
  });
}
