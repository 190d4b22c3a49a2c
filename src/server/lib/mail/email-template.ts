export const PRODUCT_NAME = "EventEazy";
/** Where a user turns notification emails off: the Settings tab of /profile. */
export const EMAIL_SETTINGS_PATH = "/profile?tab=settings";

export interface EmailContent {
  subject: string;
  heading: string;
  /** Plain-text paragraphs. They may hold words users wrote, so the HTML part escapes them. */
  paragraphs: string[];
  /** The button: a page of EventEazy, as a path such as `/request/12`. */
  action: { label: string; path: string };
  /** A line under the button, such as what to do if the email was not expected. */
  note?: string;
  /** An alert email's own unsubscribe link: `what` names the emails it stops ("new leads"). */
  unsubscribe?: { url: string; what: string };
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

export function pageUrl(publicUrl: string, pagePath: string): string {
  return `${publicUrl}${pagePath.startsWith("/") ? pagePath : `/${pagePath}`}`;
}

/** Both parts of every EventEazy email, from one description, so they always say the same. */
export function renderEmail(content: EmailContent, publicUrl: string): RenderedEmail {
  const actionUrl = pageUrl(publicUrl, content.action.path);
  const settingsUrl = pageUrl(publicUrl, EMAIL_SETTINGS_PATH);
  const footer = `You are receiving this email because you have an ${PRODUCT_NAME} account. To turn notification emails off, open Settings in your profile:`;

  const text = [
    content.heading,
    ...content.paragraphs,
    `${content.action.label}: ${actionUrl}`,
    ...(content.note ? [content.note] : []),
    "--",
    `${PRODUCT_NAME}. Events made eazy.`,
    `${footer} ${settingsUrl}`,
    ...(content.unsubscribe
      ? [`Stop emails about ${content.unsubscribe.what}: ${content.unsubscribe.url}`]
      : []),
  ].join("\n\n");

  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#334155">${escapeHtml(value).replace(/\n/g, "<br>")}</p>`;
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc;padding:32px 16px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td style="padding:24px 32px 0;font-size:20px;font-weight:700;color:#5b21b6">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:24px 32px 8px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(actionUrl)}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#64748b">Or open this link: <a href="${escapeHtml(actionUrl)}" style="color:#6d28d9">${escapeHtml(actionUrl)}</a></p>
${content.note ? paragraph(content.note) : ""}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e2e8f0;font-size:12px;line-height:18px;color:#64748b">${PRODUCT_NAME}. Events made eazy.<br>${escapeHtml(footer)} <a href="${escapeHtml(settingsUrl)}" style="color:#6d28d9">Email settings</a>${content.unsubscribe ? `<br><a href="${escapeHtml(content.unsubscribe.url)}" style="color:#6d28d9">Stop emails about ${escapeHtml(content.unsubscribe.what)}</a>` : ""}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { subject: content.subject, text, html };
}
