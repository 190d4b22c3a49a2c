import { createTransport } from "nodemailer";
import type { Mailer, MailLogger } from "./mailer";

export function createSmtpMailer(options: { url: string; from: string; log: MailLogger }): Mailer {
  const transport = createTransport(options.url, { from: options.from });
  return {
    async send(email) {
      const info = await transport.sendMail(email);
      options.log.info({ messageId: info.messageId, subject: email.subject }, "Email sent");
    },
    async close() {
      transport.close();
    },
  };
}
