import { sql } from "drizzle-orm";
import type { AppConfig } from "#server/config";
import { type Db, queryRows } from "#server/db/client";
import { insightsWeeklySummaries } from "#server/db/schema";
import { queueEmails } from "#server/lib/mail/email-queue";
import { renderEmail } from "#server/lib/mail/email-template";
import {
  type UnsubscribeKeyLoader,
  unsubscribeHeaders,
  unsubscribeToken,
  unsubscribeUrl,
} from "#server/modules/alert-preferences/unsubscribe-links";
import { UNSUBSCRIBE_KIND_LABELS } from "#shared/contracts/alert-preferences";
import type { FunnelWeek } from "#shared/contracts/insights";
import { ukToday, weekdayFromMonday } from "#shared/domain/calendar-days";
import { WEEKLY_SUMMARY_UK_HOUR, weekStartOf } from "#shared/domain/insights";
import { ukMinuteOfDay } from "#shared/domain/quiet-hours";
import { pages } from "#shared/paths";
import { funnelBetween, lastWeekOf } from "./insights.service";

/** Summaries one sweep queues at most; the rest wait for the next sweep that Monday. */
const SUMMARIES_PER_SWEEP = 200;

export interface WeeklySummaryOptions {
  db: Db;
  config: Pick<AppConfig, "publicUrl" | "freeAccessEmails">;
  unsubscribeKey: UnsubscribeKeyLoader;
}

/** Suppliers due this week: Standard plan or above, emails on, not yet claimed for the week. */
async function dueSuppliers(
  db: Db,
  weekStart: string,
  now: Date,
  freeAccessEmails: readonly string[],
) {
  const freeEmails = `{${freeAccessEmails.map((email) => `"${email.replace(/["\\]/g, "")}"`).join(",")}}`;
  return queryRows<{ id: number; email: string }>(
    db,
    sql`select u.id, u.email from users u
        left join alert_preferences p on p.user_id = u.id
        where u.role = 'supplier' and u.suspended_at is null and u.email_notifications
          and coalesce(p.weekly_summary_email, true)
          and (u.free_access
            or (u.subscription_active and (u.subscription_expiry is null or u.subscription_expiry > ${now}))
            or (u.email_verified_at is not null and lower(u.email) = any(${freeEmails}::text[])))
          and not exists (select 1 from insights_weekly_summaries s
                          where s.supplier_id = u.id and s.week_start = ${weekStart})
        order by u.id
        limit ${SUMMARIES_PER_SWEEP}`,
  );
}

function summaryLines(week: Omit<FunnelWeek, "weekStart">): string[] {
  return [
    `Directory appearances: ${week.appearances}`,
    `Profile views: ${week.profileViews}`,
    `Contact details shown: ${week.contactReveals}`,
    `Leads matched: ${week.leadsMatched}, opened: ${week.leadsOpened}`,
    `Quotes sent: ${week.quotesSent}, read: ${week.quotesRead}, shortlisted: ${week.shortlisted}`,
    `Hired: ${week.hired}`,
  ];
}

/**
 * From WEEKLY_SUMMARY_UK_HOUR on a UK Monday, each supplier on the Standard plan or above gets
 * one email with last week's figures. Each supplier's week is claimed first, by inserting its row
 * in `insights_weekly_summaries`, in the transaction that queues the email: however many servers
 * sweep, the row exists once and so does the email.
 */
export async function sendWeeklySummaries(
  { db, config, unsubscribeKey }: WeeklySummaryOptions,
  now: Date,
): Promise<number> {
  const today = ukToday(now);
  if (weekdayFromMonday(today) !== 0 || ukMinuteOfDay(now) < WEEKLY_SUMMARY_UK_HOUR * 60) return 0;
  const weekStart = weekStartOf(today);
  const lastWeek = lastWeekOf(now);
  const key = await unsubscribeKey().catch(() => null);
  let sent = 0;
  for (const supplier of await dueSuppliers(db, weekStart, now, config.freeAccessEmails)) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(insightsWeeklySummaries)
        .values({ supplierId: supplier.id, weekStart })
        .onConflictDoNothing()
        .returning({ supplierId: insightsWeeklySummaries.supplierId });
      if (!claimed) return;
      const totals = await funnelBetween(tx, supplier.id, lastWeek.from, lastWeek.to);
      const unsubscribe = key
        ? unsubscribeUrl(config.publicUrl, unsubscribeToken(key, supplier.id, "insights"))
        : undefined;
      const rendered = renderEmail(
        {
          subject: `Your week on EventEazy: ${totals.profileViews} profile ${totals.profileViews === 1 ? "view" : "views"}`,
          heading: `Your week from ${lastWeek.from} to ${lastWeek.to}`,
          paragraphs: summaryLines(totals),
          action: { label: "See your insights", path: pages.insights.href },
          ...(unsubscribe
            ? { unsubscribe: { url: unsubscribe, what: UNSUBSCRIBE_KIND_LABELS.insights } }
            : {}),
        },
        config.publicUrl,
      );
      await queueEmails(
        tx,
        [
          {
            to: supplier.email,
            ...rendered,
            ...(unsubscribe ? { headers: unsubscribeHeaders(unsubscribe) } : {}),
          },
        ],
        now,
      );
      sent += 1;
    });
  }
  return sent;
}
