import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type ReadEmail, readEmail } from "./read-email";

/** The subject of registration's link, which most tests of other emails leave out. */
export const CONFIRMATION_SUBJECT_START = "Confirm your email";

/** Every email a test app wrote to its outbox (`<dataDir>/outbox`), oldest first. */
export async function outboxEmails(dataDir: string): Promise<ReadEmail[]> {
  const dir = path.join(dataDir, "outbox");
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((file) => file.endsWith(".eml"))
      .sort()
      .map(async (file) => readEmail(await readFile(path.join(dir, file), "utf8"))),
  );
}

export interface EmailsToOptions {
  /** Only emails with exactly this subject. */
  subject?: string;
  /** Keep registration's confirmation emails, which are left out unless asked for. */
  withConfirmation?: boolean;
}

/**
 * The outbox's emails to this address, oldest first. Addresses compare ignoring case:
 * nodemailer writes the domain in lower case.
 */
export async function outboxEmailsTo(
  dataDir: string,
  address: string,
  { subject, withConfirmation = subject !== undefined }: EmailsToOptions = {},
): Promise<ReadEmail[]> {
  const wanted = address.toLowerCase();
  return (await outboxEmails(dataDir)).filter(
    (email) =>
      email.to.toLowerCase() === wanted &&
      (subject === undefined || email.subject === subject) &&
      (withConfirmation || !email.subject.startsWith(CONFIRMATION_SUBJECT_START)),
  );
}
