import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type Nodemailer from "nodemailer";
import type { Mailer, MailLogger } from "./mailer";
import { loadNodemailer } from "./smtp-mailer";

/**
 * Writes every email as an RFC 822 `.eml` file instead of sending it, so EventEazy works offline
 * and a developer can open the messages in any mail program.
 */
export function createOutboxMailer(options: {
  dir: string;
  from: string;
  log: MailLogger;
}): Mailer {
  // nodemailer is loaded with the first email, not at start-up (decision 52).
  let composer: ReturnType<typeof Nodemailer.createTransport> | undefined;
  return {
    async send(email) {
      composer ??= loadNodemailer().createTransport(
        { streamTransport: true, buffer: true, newline: "windows" },
        { from: options.from },
      );
      const info = await composer.sendMail(email);
      await mkdir(options.dir, { recursive: true });
      // The time first, so a folder listing reads in sending order.
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(options.dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ file, subject: email.subject }, "Email written to the outbox");
    },
    async close() {
      composer?.close();
    },
  };
}
