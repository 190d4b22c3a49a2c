import { and, eq, isNull, lt, lte, or } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { alertPreferences, leadDigestItems } from "#server/db/schema";
import { queueEmails } from "#server/lib/mail/email-queue";
import { pageUrl, renderEmail } from "#server/lib/mail/email-template";
import { alertRecipientsOf } from "#server/modules/alert-preferences/alert-preferences.service";
import {
  unsubscribeHeaders,
  unsubscribeToken,
  unsubscribeUrl,
} from "#server/modules/alert-preferences/unsubscribe-links";
import { ALERT_KIND_LABELS, LEAD_DIGEST_UK_HOUR } from "#shared/contracts/alert-preferences";
import { ukToday } from "#shared/domain/calendar-days";
import { ukMinuteOfDay } from "#shared/domain/quiet-hours";
import { pages } from "#shared/paths";

/** Digests one sweep queues at most; more wait for the next sweep. */
const DIGESTS_PER_SWEEP = 500;
/** Leads one digest lists by name; the rest are counted. */
const LEADS_LISTED = 30;

/**
 * The scheduled sweep, from LEAD_DIGEST_UK_HOUR on each UK day: every supplier with leads waiting
 * gets one email listing them. The supplier's row is claimed for the day with one conditional
 * update (`last_digest_on` before today), and the email is queued and the lines deleted in the
 * same transaction, so a digest goes once a day however many servers sweep.
 */
export async function sendLeadDigests(
  tx: Db,
  now: Date,
  links: { publicUrl: string; key: Buffer | null },
): Promise<number> {
  if (ukMinuteOfDay(now) < LEAD_DIGEST_UK_HOUR * 60) return 0;
  const today = ukToday(now);
  const waiting = await tx
    .selectDistinct({ userId: leadDigestItems.userId })
    .from(leadDigestItems)
    .innerJoin(alertPreferences, eq(alertPreferences.userId, leadDigestItems.userId))
    .where(
      and(
        lte(leadDigestItems.createdAt, now),
        or(isNull(alertPreferences.lastDigestOn), lt(alertPreferences.lastDigestOn, today)),
      ),
    )
    .limit(DIGESTS_PER_SWEEP);
  let sent = 0;
  for (const { userId } of waiting) {
    await tx.transaction(async (savepoint) => {
      const [claimed] = await savepoint
        .update(alertPreferences)
        .set({ lastDigestOn: today })
        .where(
          and(
            eq(alertPreferences.userId, userId),
            or(isNull(alertPreferences.lastDigestOn), lt(alertPreferences.lastDigestOn, today)),
          ),
        )
        .returning({ userId: alertPreferences.userId });
      if (!claimed) return;
      const lines = await savepoint
        .delete(leadDigestItems)
        .where(and(eq(leadDigestItems.userId, userId), lte(leadDigestItems.createdAt, now)))
        .returning();
      const recipient = (await alertRecipientsOf(savepoint, [userId])).get(userId);
      // Leads' emails turned off since (or every email): the waiting lines go unsent.
      if (!recipient?.wantsEmail || !recipient.preferences.leads.email || lines.length === 0)
        return;
      lines.sort((a, b) => a.id - b.id);
      const listed = lines.slice(0, LEADS_LISTED);
      const more = lines.length - listed.length;
      const count = lines.length === 1 ? "1 new lead" : `${lines.length} new leads`;
      const unsubscribe = links.key
        ? unsubscribeUrl(links.publicUrl, unsubscribeToken(links.key, userId, "leads"))
        : undefined;
      const rendered = renderEmail(
        {
          subject: `Your daily leads: ${count}`,
          heading: `${count} since your last digest`,
          paragraphs: [
            ...listed.map(
              (line) =>
                `${line.description}${line.linkTo ? `\n${pageUrl(links.publicUrl, line.linkTo)}` : ""}`,
            ),
            ...(more > 0 ? [`And ${more} more.`] : []),
          ],
          action: { label: "Browse requests", path: pages.browseRequests.href },
          ...(unsubscribe
            ? { unsubscribe: { url: unsubscribe, what: ALERT_KIND_LABELS.leads } }
            : {}),
        },
        links.publicUrl,
      );
      await queueEmails(
        savepoint,
        [
          {
            to: recipient.email,
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
