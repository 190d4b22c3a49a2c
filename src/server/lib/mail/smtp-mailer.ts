import type Nodemailer from "nodemailer";
import { loadOnFirstUse } from "#server/lib/load-on-first-use";
import type { Mailer, MailLogger } from "./mailer";

export const loadNodemailer = loadOnFirstUse<typeof Nodemailer>("nodemailer");

export function createSmtpMailer(options: { url: string; from: string; log: MailLogger }): Mailer {
  // nodemailer is loaded with the first email, not at start-up (decision 52).
  let transport: ReturnType<typeof Nodemailer.createTransport> | undefined;
  return {
    async send(email) {
      transport ??= loadNodemailer().createTransport(options.url, { from: options.from });
      const info = await transport.sendMail(email);
      options.log.info({ messageId: info.messageId, subject: email.subject }, "Email sent");
    },
    async close() {
      transport?.close();
    },
  };
}
