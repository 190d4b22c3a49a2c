import path from "node:path";
import type { AppConfig } from "#server/config";
import type { Mailer, MailLogger } from "./mailer";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";

/** Closing waits for the sends in flight: emails go out after the answer, so one may be under way. */
function finishingSendsOnClose(mailer: Mailer): Mailer {
  const inFlight = new Set<Promise<void>>();
  return {
    send(email) {
      const sending = mailer.send(email);
      inFlight.add(sending);
      sending.then(
        () => inFlight.delete(sending),
        () => inFlight.delete(sending),
      );
      return sending;
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      await mailer.close();
    },
  };
}

/** SMTP when `SMTP_URL` is set; otherwise `.eml` files in `DATA_DIR/outbox`. */
export function createMailer(config: AppConfig, log: MailLogger): Mailer {
  return finishingSendsOnClose(
    config.smtpUrl
      ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom, log })
      : createOutboxMailer({
          dir: path.join(config.dataDir, "outbox"),
          from: config.mailFrom,
          log,
        }),
  );
}
