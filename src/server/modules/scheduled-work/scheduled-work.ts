import { sql } from "drizzle-orm";
import type { AppConfig } from "#server/config";
import { type Db, queryRows } from "#server/db/client";
import type { QueuedMailer } from "#server/lib/mail/email-queue";
import type { MailLogger } from "#server/lib/mail/mailer";
import type { Notifier } from "#server/lib/notifier-interface";
import type { PaymentProvider } from "#server/lib/payments/payment-provider";
import type { VisitCounter } from "#server/lib/visit-counter-interface";
import { settleBookingMoney } from "#server/modules/bookings/booking-money";
import {
  expireBadges,
  remindExpiringBadges,
} from "#server/modules/compliance-badges/compliance-badges.service";
import { returnUnreadAllowances } from "#server/modules/quotes/quotes.service";
import type { LeadAlerts } from "#server/modules/requests/lead-alerts";
import { expireRequests, remindExpiringRequests } from "#server/modules/requests/requests.service";
import { showDueReviews } from "#server/modules/reviews/review-showing";
import { deleteExpiredSessions } from "#server/plugins/session-store";

declare module "fastify" {
  interface FastifyInstance {
    /** The sweeps for refunds, expiries, reminders, digests, unsent emails and pushes; tests run them at will. */
    scheduledWork: ScheduledWork;
  }
}

/** The advisory lock every app server takes to sweep: one sweeps while the others skip. */
const SCHEDULED_WORK_LOCK_KEY = 72_310_022;

export interface SweepReport {
  /** False when another app server held the lock: this one did nothing but send due emails. */
  swept: boolean;
  allowancesReturned: number;
  requestsExpired: number;
  remindersSent: number;
  badgeRemindersSent: number;
  badgesExpired: number;
  /** Booked hires' reviews shown because 14 days passed after the event without the other's. */
  reviewsShown: number;
  /** Sessions past their end, deleted, so the table holds live sessions only. */
  sessionsDeleted: number;
  /** Daily lead digests queued (each supplier's once a UK day). */
  leadDigestsSent: number;
  /** Suppliers alerted of new leads by the jobs this sweep worked (on every server, lock or not). */
  leadAlertsWritten: number;
  /** Card payments found taken at the provider that EventEazy had not heard of. */
  depositsConfirmed: number;
  /** Booking refunds and releases made (or found made and recorded). */
  bookingRefunds: number;
  depositsReleased: number;
  /** Supplier-days of counted visits added to the insights roll-up. */
  visitDaysFlushed: number;
  /** Weekly insights summaries queued (Mondays; each supplier's once a week). */
  weeklySummariesQueued: number;
  emailsSent: number;
  /** Pushes delivered: held ones whose quiet hours ended, retries, and any left behind. */
  pushesSent: number;
}

export interface ScheduledWork {
  /**
   * One sweep now: what is due, under the lock, then the emails due. `asOf` sweeps what would be
   * due at another time, for a test server that reaches rules which wait days.
   */
  runOnce(asOf?: Date): Promise<SweepReport>;
  /** Sweeps every `intervalMs` until stopped; a sweep never overlaps the one before. */
  start(intervalMs: number): void;
  /** Adds counted visits to the insights roll-up every `intervalMs`, besides each sweep. */
  startFlushingVisits(intervalMs: number): void;
  /** Stops the timers, waits for a sweep under way, and flushes the visits counted last. */
  stop(): Promise<void>;
}

export interface ScheduledWorkDependencies {
  db: Db;
  notifier: Notifier;
  mailer: QueuedMailer;
  leadAlerts: LeadAlerts;
  config: Pick<AppConfig, "fairLeads" | "bookings">;
  clock: () => Date;
  log: MailLogger;
  /** Bookings' money is settled only when the sweep has the payment provider. */
  payments?: PaymentProvider;
  /** Suppliers' insights: the counted visits to flush, and the Monday summaries. */
  insights: {
    visits: Pick<VisitCounter, "flush">;
    sendWeeklySummaries(now: Date): Promise<number>;
  };
}

/**
 * The refunds, expiries and reminders as idempotent sweeps (docs/decisions/0022): each one's
 * changes are conditional on the state that makes them due, so running twice changes nothing the
 * second time, and a transaction-scoped advisory lock keeps several app servers from doing the
 * same work at once. Emails are sent after the commit from the outgoing table.
 */
export function createScheduledWork({
  db,
  notifier,
  mailer,
  leadAlerts,
  config,
  clock,
  log,
  payments,
  insights,
}: ScheduledWorkDependencies): ScheduledWork {
  let timer: NodeJS.Timeout | undefined;
  let flushTimer: NodeJS.Timeout | undefined;
  let flushing: Promise<number> | undefined;

  /** One flush at a time: a tick during a slow one is skipped, the next takes what gathered. */
  function flushVisits(): Promise<number> {
    flushing ??= insights.visits.flush().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }
  let running: Promise<SweepReport> | undefined;

  async function sweep(now: Date): Promise<SweepReport> {
    // First the visits counted so far, so the figures read after a sweep include them.
    const visitDaysFlushed = await flushVisits().catch((error: unknown) => {
      log.error(
        { err: error },
        "Counted visits could not be flushed; they are kept for the next try",
      );
      return 0;
    });
    const outcome = await db.transaction(async (tx) => {
      const [lock] = await queryRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${SCHEDULED_WORK_LOCK_KEY}) as locked`,
      );
      if (!lock?.locked) return null;
      const refunds = await returnUnreadAllowances(
        tx,
        notifier,
        config.fairLeads.quoteRefundDays,
        now,
      );
      const reminders = await remindExpiringRequests(tx, notifier, now);
      const expiries = await expireRequests(tx, notifier, now);
      const badgeReminders = await remindExpiringBadges(tx, notifier, now);
      const badgeExpiries = await expireBadges(tx, notifier, now);
      const reviewsShown = await showDueReviews(tx, notifier, now);
      const sessionsDeleted = await deleteExpiredSessions(tx);
      const leadDigestsSent = await notifier.sendLeadDigests(tx, now);
      return {
        refunds,
        reminders,
        expiries,
        badgeReminders,
        badgeExpiries,
        reviewsShown,
        sessionsDeleted,
        leadDigestsSent,
      };
    });
    if (outcome) {
      for (const announce of [
        ...outcome.refunds.announcements,
        ...outcome.reminders.announcements,
        ...outcome.expiries.announcements,
        ...outcome.badgeReminders.announcements,
        ...outcome.badgeExpiries.announcements,
        ...outcome.reviewsShown.announcements,
      ])
        announce();
    }
    // New leads' jobs left over (a crash, a failure, a server that does not work them at once):
    // several servers may work them side by side, each batch locked to one.
    const leads = await leadAlerts.runDue(now);
    // Each supplier's week is claimed by a row of its own, so whichever server sends it, none sends it twice.
    const weeklySummariesQueued = await insights.sendWeeklySummaries(now);
    // Outside the lock: each money step claims its own booking, and calls the provider, which
    // must not hold the other sweeps' transaction open.
    const money = payments
      ? await settleBookingMoney({ db, payments, config, notifier, log }, now)
      : null;
    // Emails the sweep queued are due as of its time, which a test server may set days ahead.
    const emailsSent = await mailer.sendDue(now);
    // Then pushes: those due by now, from any server's queue; each is claimed by one sender.
    const pushesSent = await notifier.sendDuePushes(now);
    return {
      swept: outcome !== null,
      allowancesReturned: outcome?.refunds.returned ?? 0,
      requestsExpired: outcome?.expiries.expired ?? 0,
      remindersSent: outcome?.reminders.reminded ?? 0,
      badgeRemindersSent: outcome?.badgeReminders.reminded ?? 0,
      badgesExpired: outcome?.badgeExpiries.expired ?? 0,
      reviewsShown: outcome?.reviewsShown.shown ?? 0,
      sessionsDeleted: outcome?.sessionsDeleted ?? 0,
      leadDigestsSent: outcome?.leadDigestsSent ?? 0,
      leadAlertsWritten: leads.alertsWritten,
      depositsConfirmed: money?.depositsConfirmed ?? 0,
      bookingRefunds: money?.refundsMade ?? 0,
      depositsReleased: money?.releasesMade ?? 0,
      visitDaysFlushed,
      weeklySummariesQueued,
      emailsSent,
      pushesSent,
    };
  }

  function runOnce(asOf?: Date): Promise<SweepReport> {
    // One sweep at a time per server: a timer tick during a long sweep waits for it.
    const next = (running ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => sweep(asOf ?? clock()));
    running = next;
    return next;
  }

  return {
    runOnce,
    start(intervalMs) {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => log.error({ err: error }, "Scheduled work failed"));
      }, intervalMs);
      timer.unref();
    },
    startFlushingVisits(intervalMs) {
      if (intervalMs <= 0 || flushTimer) return;
      flushTimer = setInterval(() => {
        flushVisits().catch((error: unknown) =>
          log.error(
            { err: error },
            "Counted visits could not be flushed; they are kept for the next try",
          ),
        );
      }, intervalMs);
      flushTimer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (flushTimer) clearInterval(flushTimer);
      timer = undefined;
      flushTimer = undefined;
      await running?.catch(() => undefined);
      await flushing?.catch(() => undefined);
      await flushVisits().catch((error: unknown) =>
        log.error({ err: error }, "Counted visits could not be flushed at shutdown"),
      );
    },
  };
}
