import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { outgoingEmails } from "#server/db/schema";
import type { Mailer, MailLogger, OutgoingEmail } from "./mailer";

/** How long one sender holds an email while it tries: another sender leaves it alone meanwhile. */
const CLAIM_MS = 5 * 60_000;
/**
 * A claimed email is handed over only while this much of its claim is left, longer than the SMTP
 * transport's timeouts, so a hand-over never runs past the claim into another sender's.
 */
const CLAIM_MARGIN_MS = 2 * 60_000;
/** Emails one statement claims for this sender. */
const CLAIM_BATCH = 100;
/** Hand-overs under way at once; the SMTP transport pools as many connections. */
export const EMAIL_SENDS_AT_ONCE = 8;
/** Waits between attempts: a minute, then longer, up to a day. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 24 * 3_600_000];
/** After this many failures an email stays in the table, unsent, for someone to look at. */
export const EMAIL_MAX_ATTEMPTS = 10;
/** Emails one `sendDue` claims at most, so a backlog never holds a sweep for long. */
const SWEEP_LIMIT = 500;

/**
 * Writes emails to the outgoing table. Given a transaction, they commit or roll back with the
 * change they tell of; the scheduled work sends what no sender has sent yet.
 */
export async function queueEmails(db: Db, emails: OutgoingEmail[], now: Date): Promise<number[]> {
  const ids: number[] = [];
  // In chunks, well inside PostgreSQL's limit on bound values.
  for (let start = 0; start < emails.length; start += 1000) {
    const rows = await db
      .insert(outgoingEmails)
      .values(emails.slice(start, start + 1000).map((email) => toRow(email, now)))
      .returning({ id: outgoingEmails.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

function toRow(email: OutgoingEmail, now: Date) {
  return {
    recipient: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    replyTo: email.replyTo ?? null,
    headers: email.headers ?? null,
    attachments: email.attachments ?? null,
    nextAttemptAt: now,
    createdAt: now,
  };
}

type OutgoingEmailRow = typeof outgoingEmails.$inferSelect;

export interface QueuedMailer extends Mailer {
  /**
   * Sends the queued emails that are due by `asOf` (now by default); answers how many went. A
   * sweep run as of a later time sends the emails it queued as of that time.
   */
  sendDue(asOf?: Date): Promise<number>;
}

export interface QueuedMailerOptions {
  db: Db;
  /** What actually hands an email over: SMTP or the `.eml` folder. */
  transport: Mailer;
  log: MailLogger;
  clock: () => Date;
}

/**
 * A mailer that writes each email to the outgoing table before handing it over, and marks it
 * sent after. An email whose hand-over failed, or whose server stopped in between, stays due
 * and is sent again by `sendDue`, which the scheduled work calls.
 */
export function createQueuedMailer({
  db,
  transport,
  log,
  clock,
}: QueuedMailerOptions): QueuedMailer {
  const inFlight = new Set<Promise<unknown>>();

  /**
   * Takes up to CLAIM_BATCH due emails for this sender in one statement: rows another sender is
   * claiming at that moment are skipped (`for update skip locked`), and a claimed row is not due
   * again until its claim runs out, so no two senders hold the same email.
   */
  async function claimDue(asOf: Date, limit: number): Promise<OutgoingEmailRow[]> {
    const now = clock();
    const due = db
      .select({ id: outgoingEmails.id })
      .from(outgoingEmails)
      .where(and(isNull(outgoingEmails.sentAt), lte(outgoingEmails.nextAttemptAt, asOf)))
      .orderBy(asc(outgoingEmails.nextAttemptAt), asc(outgoingEmails.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    const rows = await db
      .update(outgoingEmails)
      .set({
        attempts: sql`${outgoingEmails.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + CLAIM_MS),
      })
      .where(
        and(
          inArray(outgoingEmails.id, due),
          isNull(outgoingEmails.sentAt),
          lte(outgoingEmails.nextAttemptAt, asOf),
        ),
      )
      .returning();
    return rows.sort(
      (a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id,
    );
  }

  /**
   * Hands claimed emails over, EMAIL_SENDS_AT_ONCE at a time; answers how many went. An email
   * whose claim is nearly over by its turn is left alone: it is due again when the claim ends.
   */
  async function handOverAll(rows: OutgoingEmailRow[]): Promise<number> {
    const queue = [...rows];
    let sent = 0;
    await Promise.all(
      Array.from({ length: Math.min(EMAIL_SENDS_AT_ONCE, queue.length) }, async () => {
        for (let row = queue.shift(); row; row = queue.shift()) {
          if (clock().getTime() > row.nextAttemptAt.getTime() - CLAIM_MARGIN_MS) continue;
          if (await handOver(row)) sent += 1;
        }
      }),
    );
    return sent;
  }

  /** Hands a claimed email over and records the outcome. */
  async function handOver(row: OutgoingEmailRow): Promise<boolean> {
    const { id } = row;
    try {
      await transport.send({
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        ...(row.headers ? { headers: row.headers } : {}),
        ...(row.attachments ? { attachments: row.attachments } : {}),
      });
    } catch (error) {
      const delay = RETRY_DELAYS_MS[Math.min(row.attempts, RETRY_DELAYS_MS.length) - 1] ?? 0;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(outgoingEmails)
        .set({
          lastError: message.slice(0, 500),
          nextAttemptAt:
            row.attempts >= EMAIL_MAX_ATTEMPTS
              ? new Date("9999-12-31T00:00:00Z")
              : new Date(clock().getTime() + delay),
        })
        .where(eq(outgoingEmails.id, id));
      log.warn({ err: error, emailId: id, attempts: row.attempts }, "Email not sent; will retry");
      return false;
    }
    await db.update(outgoingEmails).set({ sentAt: clock() }).where(eq(outgoingEmails.id, id));
    return true;
  }

  async function writeAndHandOver(email: OutgoingEmail): Promise<void> {
    const now = clock();
    // Written already claimed by this sender, so the hand-over follows at once.
    const [row] = await db
      .insert(outgoingEmails)
      .values({
        ...toRow(email, now),
        attempts: 1,
        nextAttemptAt: new Date(now.getTime() + CLAIM_MS),
      })
      .returning();
    // A failed hand-over is not the caller's failure: the email is kept and sent again.
    if (row) await handOver(row);
  }

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.then(
      () => inFlight.delete(work),
      () => inFlight.delete(work),
    );
    return work;
  }

  return {
    async send(email) {
      // Tracked from the write on, so closing waits for an email whose row is still being
      // written as well as for one being handed over.
      await track(writeAndHandOver(email));
    },
    async sendDue(asOf = clock()) {
      let sent = 0;
      for (let claimed = 0; claimed < SWEEP_LIMIT; ) {
        const rows = await track(claimDue(asOf, Math.min(CLAIM_BATCH, SWEEP_LIMIT - claimed)));
        if (rows.length === 0) break;
        claimed += rows.length;
        sent += await track(handOverAll(rows));
      }
      return sent;
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      await transport.close();
    },
  };
}
