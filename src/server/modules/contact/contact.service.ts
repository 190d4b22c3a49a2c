import type { AppConfig } from "#server/config";
import { AppError } from "#server/lib/errors";
import { escapeHtml, PRODUCT_NAME } from "#server/lib/mail/email-template";
import type { Mailer, MailLogger } from "#server/lib/mail/mailer";
import { CONTACT_TOPICS, type ContactBody } from "#shared/contracts/contact";

export const CONTACT_SEND_FAILED_MESSAGE =
  "Your message could not be sent just now. Please try again in a few minutes.";

/** The email support receives: who wrote, about what, and their words; a reply goes to them. */
export function contactEmail(body: ContactBody, supportEmail: string) {
  const topic = CONTACT_TOPICS[body.topic];
  const lines = [
    `From: ${body.name} <${body.email}>`,
    `Topic: ${topic}`,
    `Subject: ${body.subject}`,
  ];
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(body.subject)}</title></head>
<body style="font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a">
<p>${lines.map(escapeHtml).join("<br>")}</p>
<p style="white-space:pre-wrap">${escapeHtml(body.message)}</p>
<p style="color:#64748b;font-size:12px">Sent with the ${PRODUCT_NAME} Contact Us form. Reply to this email to answer ${escapeHtml(body.name)}.</p>
</body></html>`;
  return {
    to: supportEmail,
    replyTo: `"${body.name.replace(/["\\]/g, "")}" <${body.email}>`,
    subject: `[${PRODUCT_NAME} contact] ${topic}: ${body.subject}`,
    text: [
      lines.join("\n"),
      body.message,
      `--\nSent with the ${PRODUCT_NAME} Contact Us form. Reply to this email to answer ${body.name}.`,
    ].join("\n\n"),
    html,
  };
}

/** Hands the message to the mailer and waits, so the sender learns if it did not go. */
export async function sendContactMessage(
  deps: { mailer: Mailer; config: AppConfig; log: MailLogger },
  body: ContactBody,
): Promise<void> {
  try {
    await deps.mailer.send(contactEmail(body, deps.config.supportEmail));
  } catch (error) {
    deps.log.error({ err: error }, "The contact form's email could not be sent");
    throw new AppError(503, CONTACT_SEND_FAILED_MESSAGE, "contact_send_failed");
  }
}
