import { simpleParser } from "mailparser";

/**
 * A message as the mail adapter wrote it (an outbox `.eml` file or what an SMTP server
 * received), read back for tests: the raw headers, the decoded subject and the plain and HTML
 * parts.
 */
export interface ReadEmail {
  /** Header values as written, unfolded, keyed by lower-case name. */
  headers: Map<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string;
  /** Attached files, their content as text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

const withoutFinalNewline = (value: string) => value.replace(/\r\n/g, "\n").replace(/\n$/, "");

export async function readEmail(raw: string): Promise<ReadEmail> {
  const parsed = await simpleParser(raw);
  const headers = new Map<string, string>();
  for (const { key, line } of parsed.headerLines) {
    const unfolded = line.replace(/\r?\n[ \t]+/g, " ");
    headers.set(key, unfolded.slice(unfolded.indexOf(":") + 1).trim());
  }
  return {
    headers,
    subject: parsed.subject ?? "",
    to: headers.get("to") ?? "",
    text: withoutFinalNewline(parsed.text ?? ""),
    html: withoutFinalNewline(parsed.html || ""),
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? "",
      contentType: attachment.contentType,
      content: attachment.content.toString("utf8"),
    })),
  };
}
