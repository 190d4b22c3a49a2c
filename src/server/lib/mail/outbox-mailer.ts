import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";
import type { Mailer, MailLogger } from "./mailer";

/**
 * Writes every email as an RFC 822 `.eml` file instead of sending it, so EventEazy works offline
 * and a developer can open the messages in any mail program.
 */
export function createOutboxMailer(options: {
  dir: string;
  from: string;
  log: MailLogger;
}): Mailer {
  const composer = createTransport(
    { streamTransport: true, buffer: true, newline: "windows" },
    { from: options.from },
  );
  return {
    async send(email) {
      const info = await composer.sendMail(email);
      await mkdir(options.dir, { recursive: true });
      // The time first, so a folder listing reads in sending order.
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(options.dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ file, subject: email.subject }, "Email written to the outbox");
    },
    async close() {
      composer.close();
    },
  };
}
