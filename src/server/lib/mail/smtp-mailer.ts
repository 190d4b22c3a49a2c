import type Nodemailer from "nodemailer";
import { loadOnFirstUse } from "#server/lib/load-on-first-use";
import { EMAIL_SENDS_AT_ONCE } from "./email-queue";
import type { Mailer, MailLogger } from "./mailer";

export const loadNodemailer = loadOnFirstUse<typeof Nodemailer>("nodemailer");

export function createSmtpMailer(options: { url: string; from: string; log: MailLogger }): Mailer {
  // nodemailer is loaded with the first email, not at start-up (decision 52).
  let transport: ReturnType<typeof Nodemailer.createTransport> | undefined;
  // Pooled: the queued emails go out EMAIL_SENDS_AT_ONCE at a time over as many kept-open
  // connections. The timeouts stay well inside the margin a claimed email keeps (see
  // email-queue.ts), so a stuck server never holds an email past its claim. Settings in the URL
  // (such as `?pool=false`) win over these.
  const connect = () =>
    loadNodemailer().createTransport(
      {
        url: options.url,
        pool: true,
        maxConnections: EMAIL_SENDS_AT_ONCE,
        maxMessages: 1000,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      },
      { from: options.from },
    );
  return {
    async send(email) {
      transport ??= connect();
      const info = await transport.sendMail(email);
      options.log.info({ messageId: info.messageId, subject: email.subject }, "Email sent");
    },
    async close() {
      transport?.close();
    },
  };
}
