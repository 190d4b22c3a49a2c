/**
 * Reads back a message as this adapter writes it (an outbox `.eml` file or what an SMTP server
 * received): the headers and the decoded plain and HTML parts. For tests and for looking into
 * the outbox; it understands nodemailer's output, not every MIME message there is.
 */
export interface ReadEmail {
  headers: Map<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string;
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\n/g, "");
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}

export function readEmail(raw: string): ReadEmail {
  const { headers, body } = splitHeaders(raw);
  const parts = { text: "", html: "" };
  const visit = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get("content-type") ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith("multipart/") && boundary) {
      const sections = partBody.split(`--${boundary}`).slice(1);
      for (const section of sections) {
        if (section.startsWith("--")) break;
        const inner = splitHeaders(section.replace(/^\n/, ""));
        visit(inner.headers, inner.body);
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders.get("content-transfer-encoding"));
    if (type.toLowerCase().startsWith("text/html")) parts.html = decoded.replace(/\n$/, "");
    else if (type.toLowerCase().startsWith("text/plain")) parts.text = decoded.replace(/\n$/, "");
  };
  visit(headers, body);
  return {
    headers,
    subject: decodeHeader(headers.get("subject") ?? ""),
    to: headers.get("to") ?? "",
    ...parts,
  };
}
