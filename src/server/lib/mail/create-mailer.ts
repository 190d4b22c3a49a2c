import path from "node:path";
import type { AppConfig } from "../../config";
import type { Mailer, MailLogger } from "./mailer";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";

/** SMTP when `SMTP_URL` is set; otherwise `.eml` files in `DATA_DIR/outbox`. */
export function createMailer(config: AppConfig, log: MailLogger): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom, log });
  return createOutboxMailer({
    dir: path.join(config.dataDir, "outbox"),
    from: config.mailFrom,
    log,
  });
}
