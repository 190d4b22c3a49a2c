import { and, arrayOverlaps, asc, eq, gt, lte, not, sql } from "drizzle-orm";
import pLimit from "p-limit";
import type { AppConfig } from "#server/config";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import {
  eventRequests,
  leadAlertJobs,
  leadAlerts,
  SUPPLIER_REACH_BOX,
  users,
} from "#server/db/schema";
import { haversineKmSql } from "#server/lib/geo/distance";
import { withoutSqlValues } from "#server/lib/logging";
import type { QueuedMailer } from "#server/lib/mail/email-queue";
import type { MailLogger } from "#server/lib/mail/mailer";
import type { Notifier, NotifyInput } from "#server/lib/notifier-interface";
import { unavailableThroughout } from "#server/modules/availability/availability.service";
import { categoryName } from "#shared/domain/categories";
import { formatLongDate } from "#shared/domain/format";
import { pages } from "#shared/paths";

declare module "fastify" {
  interface FastifyInstance {
    /** New leads' alert jobs: tests work them at will, or wait for those this server started. */
    leadAlerts: LeadAlerts;
  }
}

/** Minutes before a failed job is tried again: 1, 5, 30, then every 2 hours. */
export const LEAD_ALERT_RETRY_MINUTES = [1, 5, 30, 120] as const;
/** From this many failures in a row a job is logged as an error, and still tried again. */
const KEEPS_FAILING_AFTER = 4;
/** Jobs one call of `runDue` takes on, oldest due first; a longer backlog takes several sweeps. */
const JOBS_PER_RUN = 50;

/** Why a job failed, as its row keeps it: each message down its causes, none of the values sent. */
function failureText(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && messages.length < 5) {
    messages.push(withoutSqlValues(current.message));
    current = current.cause;
  }
  if (messages.length === 0) messages.push(String(error));
  return messages.join(": ").slice(0, 1_000);
}

/** What a lead's alerts are made of: the request as it stands. */
export type Lead = Pick<
  typeof eventRequests.$inferSelect,
  | "id"
  | "title"
  | "location"
  | "categories"
  | "eventDateFrom"
  | "eventDateTo"
  | "latitude"
  | "longitude"
  | "status"
>;

/**
 * Starts (or starts again from the first supplier) the alert jobs of these requests, inside the
 * transaction that posts or releases them, so a lead exists exactly when its job does. A supplier
 * already alerted of a request is never alerted of it again (`lead_alerts`).
 */
export async function queueLeadAlerts(tx: Db, requestIds: number[], now: Date): Promise<void> {
  if (requestIds.length === 0) return;
  await tx
    .insert(leadAlertJobs)
    .values(requestIds.map((requestId) => ({ requestId, nextAttemptAt: now, createdAt: now })))
    .onConflictDoUpdate({
      target: leadAlertJobs.requestId,
      set: { afterSupplierId: 0, attempts: 0, nextAttemptAt: now, lastError: null },
    });
}

/**
 * An organizer's requests wait unseen until their address is confirmed; then, in the transaction
 * that confirms it, their active ones go out as new: dated now, each with its alert job. Answers
 * the requests released, for `LeadAlerts.kick` once that transaction has committed.
 */
async function releaseWaitingRequests(tx: Db, organizerId: number, now: Date): Promise<number[]> {
  const released = await tx
    .update(eventRequests)
    .set({ createdAt: now, updatedAt: now })
    .where(and(eq(eventRequests.organizerId, organizerId), eq(eventRequests.status, "active")))
    .returning({ id: eventRequests.id });
  const ids = released.map((request) => request.id);
  await queueLeadAlerts(tx, ids, now);
  return ids;
}

/**
 * What confirming an address does to an organizer's requests, for buildApp to hand to the email
 * confirmation: inside the confirmation's transaction their waiting requests go out as new, and
 * the answer kicks their alert jobs once that transaction has committed.
 */
export function releaseRequestsOnConfirmation(leadAlerts: LeadAlerts, clock: () => Date) {
  return async (tx: Db, user: Pick<UserRow, "id" | "role">): Promise<() => void> => {
    const released =
      user.role === "organizer" ? await releaseWaitingRequests(tx, user.id, clock()) : [];
    return () => leadAlerts.kick(released);
  };
}

/**
 * The next `limit` suppliers after `afterSupplierId`, by id, whom the lead suits: suppliers (not
 * suspended) in one of its categories, whose service area reaches the event (or either side has
 * no place on the map), and who have not marked every day of the event unavailable.
 *
 * Index-friendly: the reach box (users_supplier_reach_idx, GiST) narrows to the suppliers who may
 * reach the event, the categories to those in the lead's (users_categories_idx, GIN), and only
 * those are checked for the exact distance and their unavailable days.
 */
export function matchingSuppliersAfter(db: Db, lead: Lead, afterSupplierId: number, limit: number) {
  const place =
    lead.latitude !== null && lead.longitude !== null
      ? { latitude: lead.latitude, longitude: lead.longitude }
      : null;
  const eventPoint = place
    ? sql`point(${place.longitude}::double precision, ${place.latitude}::double precision)`
    : null;
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        // Spelled out (not parameters) so the partial indexes' conditions are seen to hold.
        sql`${users.role} = 'supplier' and ${users.suspendedAt} is null`,
        gt(users.id, afterSupplierId),
        arrayOverlaps(users.categories, lead.categories),
        place && eventPoint
          ? sql`${SUPPLIER_REACH_BOX} @> box(${eventPoint}, ${eventPoint})
              and (${users.latitude} is null or ${users.longitude} is null
                or ${haversineKmSql(
                  { latitude: users.latitude, longitude: users.longitude },
                  {
                    latitude: sql`${place.latitude}::double precision`,
                    longitude: sql`${place.longitude}::double precision`,
                  },
                )} <= ${users.serviceArea})`
          : undefined,
        not(
          unavailableThroughout(
            users.id,
            sql`${lead.eventDateFrom}::date`,
            lead.eventDateTo === null ? null : sql`${lead.eventDateTo}::date`,
          ),
        ),
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
}

/**
 * The alert a matching supplier gets, the same words for every supplier of the lead: in the app,
 * by push and, as their choices say, by email at once or in the daily digest. It names the
 * request, the place, the categories and the date, and nothing of how to reach the organizer.
 */
export function leadAlertFor(
  lead: Pick<Lead, "id" | "title" | "location" | "categories" | "eventDateFrom" | "eventDateTo">,
  supplierId: number,
): NotifyInput {
  const what = lead.categories.map(categoryName).join(", ");
  const when =
    lead.eventDateTo && lead.eventDateTo !== lead.eventDateFrom
      ? `${formatLongDate(lead.eventDateFrom)} to ${formatLongDate(lead.eventDateTo)}`
      : formatLongDate(lead.eventDateFrom);
  return {
    userId: supplierId,
    type: "request",
    alert: "leads",
    title: "New request in your categories",
    description: `"${lead.title}" in ${lead.location} (${what}).`,
    linkTo: pages.request.href(lead.id),
    email: {
      subject: `New lead: ${lead.title}`,
      text: `A new request suits your categories: "${lead.title}" in ${lead.location} (${what}), on ${when}.\n\nOpen it to read the details and send a quote.`,
      actionLabel: "View the request",
    },
  };
}

export interface LeadAlertReport {
  /** Jobs that reached their last supplier (or whose request was no longer active). */
  jobsFinished: number;
  /** Suppliers alerted, each of one lead once. */
  alertsWritten: number;
  /** Jobs whose batch failed: each is tried again after its pause. */
  jobsFailed: number;
}

export interface LeadAlerts {
  /**
   * Works these requests' jobs in the background, one job at a time per server, once their
   * transaction has committed (LEAD_ALERTS_AT_ONCE; otherwise the next sweep works them).
   */
  kick(requestIds: number[]): void;
  /** Works every job due as of `asOf` (now by default) to its end; the sweep calls it. */
  runDue(asOf?: Date): Promise<LeadAlertReport>;
  /** Resolves once the jobs this server was kicked to work so far have been worked. */
  settled(): Promise<void>;
  /**
   * Takes no more kicks and waits for the batch under way to commit; the jobs keep their place
   * for the next sweep, on this server or another.
   */
  stop(): Promise<void>;
}

export interface LeadAlertDependencies {
  db: Db;
  notifier: Notifier;
  config: Pick<AppConfig, "leadAlerts">;
  /** The outgoing emails' sender: a lead's emails go out as its batches commit, not at the sweep. */
  mailer: Pick<QueuedMailer, "sendDue">;
  clock: () => Date;
  log: MailLogger;
}

type BatchOutcome =
  | { kind: "busy" }
  | { kind: "finished" | "more"; alerted: number; publish: () => void };

/**
 * New leads' alerts as durable jobs (docs/decisions/0047). A job walks the matching suppliers in
 * batches by id; each batch, in one transaction, locks the job row (skipping it when another
 * server holds it), records the alerts in `lead_alerts` (a pair already there is left out), writes
 * the notifications of the newly recorded suppliers with `notifyWithin`, and moves the job's place
 * on. A crash loses the batch under way and nothing else; the next attempt starts after the last
 * committed batch.
 */
export function createLeadAlerts({
  db,
  notifier,
  config,
  mailer,
  clock,
  log,
}: LeadAlertDependencies): LeadAlerts {
  const { batchSize, atOnce } = config.leadAlerts;
  const queue = pLimit(1);
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;

  async function runBatch(tx: Db, requestId: number, now: Date): Promise<BatchOutcome> {
    const [job] = await tx
      .select()
      .from(leadAlertJobs)
      .where(and(eq(leadAlertJobs.requestId, requestId), lte(leadAlertJobs.nextAttemptAt, now)))
      .for("update", { skipLocked: true });
    // Done already, waiting after a failure, or another server is on this batch.
    if (!job) return { kind: "busy" };
    const finish = async (alerted: number, publish: () => void): Promise<BatchOutcome> => {
      await tx.delete(leadAlertJobs).where(eq(leadAlertJobs.requestId, requestId));
      return { kind: "finished", alerted, publish };
    };
    const [lead] = await tx
      .select({
        id: eventRequests.id,
        title: eventRequests.title,
        location: eventRequests.location,
        categories: eventRequests.categories,
        eventDateFrom: eventRequests.eventDateFrom,
        eventDateTo: eventRequests.eventDateTo,
        latitude: eventRequests.latitude,
        longitude: eventRequests.longitude,
        status: eventRequests.status,
      })
      .from(eventRequests)
      .where(eq(eventRequests.id, requestId));
    // A request closed before its turn came is news to nobody.
    if (lead?.status !== "active") return finish(0, () => {});
    const batch = await matchingSuppliersAfter(tx, lead, job.afterSupplierId, batchSize);
    let alerted = 0;
    let publish = () => {};
    if (batch.length > 0) {
      const recorded = await tx
        .insert(leadAlerts)
        .values(batch.map(({ id }) => ({ requestId, supplierId: id, createdAt: now })))
        .onConflictDoNothing()
        .returning({ supplierId: leadAlerts.supplierId });
      alerted = recorded.length;
      publish = await notifier.notifyWithin(
        tx,
        recorded.map(({ supplierId }) => leadAlertFor(lead, supplierId)),
        now,
      );
    }
    const last = batch.at(-1);
    if (batch.length < batchSize || !last) return finish(alerted, publish);
    await tx
      .update(leadAlertJobs)
      .set({ afterSupplierId: last.id, attempts: 0, lastError: null })
      .where(eq(leadAlertJobs.requestId, requestId));
    return { kind: "more", alerted, publish };
  }

  /** Counts the failure and moves the job's next attempt later; the job keeps its place. */
  async function recordFailure(requestId: number, now: Date, error: unknown) {
    try {
      const [job] = await db
        .select({ attempts: leadAlertJobs.attempts })
        .from(leadAlertJobs)
        .where(eq(leadAlertJobs.requestId, requestId));
      if (!job) return;
      const attempts = job.attempts + 1;
      const pauseMinutes =
        LEAD_ALERT_RETRY_MINUTES[Math.min(attempts, LEAD_ALERT_RETRY_MINUTES.length) - 1] ?? 120;
      const nextAttemptAt = new Date(now.getTime() + pauseMinutes * 60_000);
      await db
        .update(leadAlertJobs)
        .set({
          attempts,
          nextAttemptAt,
          lastError: failureText(error),
        })
        .where(eq(leadAlertJobs.requestId, requestId));
      const details = { err: error, requestId, attempts, nextAttemptAt };
      if (attempts >= KEEPS_FAILING_AFTER)
        log.error(details, "Lead alerts keep failing; the sweep tries again");
      else log.warn(details, "Lead alerts failed; trying again later");
    } catch (recording) {
      log.error({ err: recording, cause: error, requestId }, "Lead alerts failed, unrecorded");
    }
  }

  /**
   * Works one job batch after batch until it ends, fails, another server holds it, or this server
   * stops (the job keeps its place for the next sweep, here or elsewhere).
   */
  async function work(requestId: number, now: Date): Promise<LeadAlertReport> {
    const report: LeadAlertReport = { jobsFinished: 0, alertsWritten: 0, jobsFailed: 0 };
    while (!stopped) {
      let outcome: BatchOutcome;
      try {
        outcome = await db.transaction((tx) => runBatch(tx, requestId, now));
      } catch (error) {
        await recordFailure(requestId, now, error);
        report.jobsFailed += 1;
        return report;
      }
      if (outcome.kind === "busy") return report;
      // Open pages hear of the alerts once they are committed, and their emails go out.
      outcome.publish();
      if (outcome.alerted > 0) void sendQueuedEmails();
      report.alertsWritten += outcome.alerted;
      if (outcome.kind === "finished") {
        report.jobsFinished += 1;
        return report;
      }
    }
    return report;
  }

  function track(work: Promise<unknown>) {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  let mailing: Promise<void> | null = null;
  let mailAgain = false;
  /**
   * Sends the due emails until none is left, once at a time on this server: a batch committed
   * while it runs asks for one more round rather than a second sender.
   */
  function sendQueuedEmails(): Promise<void> {
    if (mailing) {
      mailAgain = true;
      return mailing;
    }
    const round = (async () => {
      do {
        mailAgain = false;
        while (!stopped && (await mailer.sendDue(clock())) > 0);
      } while (mailAgain && !stopped);
    })()
      .catch((error: unknown) => log.error({ err: error }, "Sending lead emails failed"))
      .finally(() => {
        mailing = null;
      });
    mailing = round;
    track(round);
    return round;
  }

  return {
    kick(requestIds) {
      if (!atOnce || stopped) return;
      for (const requestId of requestIds)
        track(
          queue(() => (stopped ? undefined : work(requestId, clock()))).catch((error: unknown) =>
            log.error({ err: error, requestId }, "Lead alerts failed"),
          ),
        );
    },
    async runDue(asOf) {
      const now = asOf ?? clock();
      const due = await db
        .select({ requestId: leadAlertJobs.requestId })
        .from(leadAlertJobs)
        .where(lte(leadAlertJobs.nextAttemptAt, now))
        .orderBy(asc(leadAlertJobs.nextAttemptAt), asc(leadAlertJobs.requestId))
        .limit(JOBS_PER_RUN);
      const total: LeadAlertReport = { jobsFinished: 0, alertsWritten: 0, jobsFailed: 0 };
      for (const { requestId } of due) {
        if (stopped) break;
        const report = await work(requestId, now);
        total.jobsFinished += report.jobsFinished;
        total.alertsWritten += report.alertsWritten;
        total.jobsFailed += report.jobsFailed;
      }
      if (mailing) await mailing;
      return total;
    },
    async settled() {
      await Promise.all(inFlight);
    },
    async stop() {
      stopped = true;
      await Promise.all(inFlight);
    },
  };
}
