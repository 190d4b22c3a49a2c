import type { FastifyBaseLogger } from "fastify";

/** One email, always with a plain-text and an HTML part (see `renderEmail`). */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the message is handed over (written to the outbox or accepted by the SMTP server). */
  send(email: OutgoingEmail): Promise<void>;
  /** Waits for the messages still being handed over, then lets go of open connections. */
  close(): Promise<void>;
}

export type MailLogger = Pick<FastifyBaseLogger, "info" | "warn" | "error">;
