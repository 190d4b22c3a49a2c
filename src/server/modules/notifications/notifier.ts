import type { AppConfig } from "#server/config";
import type { Db } from "#server/db/client";
import { leadDigestItems, notifications } from "#server/db/schema";
import { queueEmails } from "#server/lib/mail/email-queue";
import { renderEmail } from "#server/lib/mail/email-template";
import type { Mailer, MailLogger, OutgoingEmail } from "#server/lib/mail/mailer";
import type { NotificationEmail, Notifier, NotifyInput } from "#server/lib/notifier-interface";
import {
  type AlertRecipient,
  alertRecipientsOf,
} from "#server/modules/alert-preferences/alert-preferences.service";
import {
  type UnsubscribeKeyLoader,
  unsubscribeHeaders,
  unsubscribeToken,
  unsubscribeUrl,
} from "#server/modules/alert-preferences/unsubscribe-links";
import {
  type PushDispatcher,
  type PushToQueue,
  queuePushes,
  subscriptionIdsOf,
} from "#server/modules/push/push-queue";
import { ALERT_KIND_LABELS, type AlertKind } from "#shared/contracts/alert-preferences";
import { quietHoursEnd } from "#shared/domain/quiet-hours";
import { alertKindOf, routeAlert, withoutContactDetails } from "./alert-routing";
import { sendLeadDigests } from "./lead-digest";
import { freshenUnreadNotification } from "./notifications.service";

export interface NotificationPublisher {
  publish(userId: number, event: { type: "notification"; notificationId: number }): unknown;
}

export interface NotifierDependencies {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, "publicUrl">;
  liveEvents?: NotificationPublisher;
  log?: MailLogger;
  /** Sends queued pushes; without it pushes are queued and wait for whoever sends them. */
  pushes?: PushDispatcher;
  /** Signs alert emails' unsubscribe links; without it alert emails carry none. */
  unsubscribeKey?: UnsubscribeKeyLoader;
  /** The time notifications are stored as of (the real clock by default). */
  clock?: () => Date;
}

const silentLog: MailLogger = { info() {}, warn() {}, error() {} };

/** Rows per insert, well inside PostgreSQL's limit on bound values. */
const INSERT_CHUNK = 1000;

/** An email one notification makes for its recipient. */
interface PlannedEmail {
  to: string;
  input: NotifyInput;
  email: NotificationEmail;
  kind: AlertKind | null;
}

export function createNotifier({
  db,
  mailer,
  config,
  liveEvents,
  log = silentLog,
  pushes,
  unsubscribeKey,
  clock = () => new Date(),
}: NotifierDependencies): Notifier {
  const sending = new Set<Promise<unknown>>();

  function track(work: Promise<unknown>) {
    sending.add(work);
    void work.finally(() => sending.delete(work));
  }

  /** The email, with an alert kind's unsubscribe link and its List-Unsubscribe headers. */
  function emailFor(planned: PlannedEmail, key: Buffer | null): OutgoingEmail {
    const { input, email, kind } = planned;
    const unsubscribe =
      kind && key
        ? unsubscribeUrl(config.publicUrl, unsubscribeToken(key, input.userId, kind))
        : undefined;
    const rendered = renderEmail(
      {
        subject: email.subject,
        heading: input.title,
        paragraphs: email.text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== ""),
        action: {
          label: email.actionLabel ?? "Open EventEazy",
          path: input.linkTo ?? "/notifications",
        },
        ...(unsubscribe && kind
          ? { unsubscribe: { url: unsubscribe, what: ALERT_KIND_LABELS[kind] } }
          : {}),
      },
      config.publicUrl,
    );
    return {
      to: planned.to,
      ...rendered,
      ...(unsubscribe ? { headers: unsubscribeHeaders(unsubscribe) } : {}),
    };
  }

  async function keyFor(planned: PlannedEmail[]): Promise<Buffer | null> {
    if (!unsubscribeKey || !planned.some((email) => email.kind)) return null;
    return unsubscribeKey();
  }

  /**
   * Routes each notification by its recipient's choices and writes what goes: the in-app rows,
   * the pushes (held to the end of quiet hours) and the digest lines. Two queries load the whole
   * batch's recipients and devices. Answers the inserted rows, the emails to send and the pushes
   * due now.
   */
  async function deliver(database: Db, inputs: NotifyInput[], now: Date) {
    const recipients = await alertRecipientsOf(
      database,
      inputs.map((input) => input.userId),
    );
    const routed = inputs.flatMap((input) => {
      const recipient = recipients.get(input.userId);
      // A user deleted in the meantime gets nothing; the others still do.
      if (!recipient) return [];
      const kind = alertKindOf(input);
      return [{ input, recipient, route: routeAlert(kind, input.email !== undefined, recipient) }];
    });
    const devices = await subscriptionIdsOf(
      database,
      routed.filter(({ route }) => route.push).map(({ input }) => input.userId),
    );

    const toStore: NotifyInput[] = [];
    for (const { input, route } of routed) {
      if (!route.inApp) continue;
      if (input.freshen !== undefined && input.linkTo !== null) {
        const { userId, type, linkTo } = input;
        if (await freshenUnreadNotification(database, { userId, type, linkTo }, input.freshen))
          continue;
      }
      toStore.push(input);
    }
    const inserted: { id: number; userId: number }[] = [];
    for (let start = 0; start < toStore.length; start += INSERT_CHUNK) {
      const rows = await database
        .insert(notifications)
        .values(
          toStore.slice(start, start + INSERT_CHUNK).map((input) => ({
            userId: input.userId,
            type: input.type,
            title: input.title,
            description: input.description,
            linkTo: input.linkTo,
          })),
        )
        .returning({ id: notifications.id, userId: notifications.userId });
      inserted.push(...rows);
    }

    const digestLines = routed.filter(({ route }) => route.digest);
    for (let start = 0; start < digestLines.length; start += INSERT_CHUNK)
      await database.insert(leadDigestItems).values(
        digestLines.slice(start, start + INSERT_CHUNK).map(({ input }) => ({
          userId: input.userId,
          title: input.title,
          description: input.description,
          linkTo: input.linkTo,
          createdAt: now,
        })),
      );

    const queued: PushToQueue[] = [];
    for (const { input, recipient, route } of routed) {
      if (!route.push) continue;
      const at = pushTimeFor(recipient, now);
      const payload = {
        title: input.title,
        body: withoutContactDetails(input.description),
        url: input.linkTo ?? "/notifications",
        // A conversation's pushes replace each other on the device.
        ...(route.kind === "messages" && input.linkTo ? { tag: input.linkTo } : {}),
      };
      for (const subscriptionId of devices.get(input.userId) ?? [])
        queued.push({ userId: input.userId, subscriptionId, payload, at });
    }
    const duePushes = await queuePushes(database, queued, now);

    const emails: PlannedEmail[] = routed.flatMap(({ input, recipient, route }) =>
      route.email && input.email
        ? [{ to: recipient.email, input, email: input.email, kind: route.kind }]
        : [],
    );
    return { inserted, emails, duePushes };
  }

  function pushTimeFor(recipient: AlertRecipient, now: Date): Date {
    return quietHoursEnd(now, recipient.preferences.quietHours) ?? now;
  }

  function sendPushes(ids: number[], asOf: Date) {
    if (!pushes || ids.length === 0) return;
    track(pushes.send(ids, asOf));
  }

  function sendEmail(planned: PlannedEmail, key: Buffer | null) {
    // Not awaited: a slow mail server must not hold up the answer to the user who acted.
    const sent = mailer.send(emailFor(planned, key)).catch((error: unknown) => {
      log.error(
        { err: error, userId: planned.input.userId, type: planned.input.type },
        "Notification email failed",
      );
    });
    track(sent);
  }

  function publish(inserted: { id: number; userId: number }[]) {
    if (!liveEvents) return;
    for (const row of inserted) {
      // Open pages refetch on this event; a missed one is caught up by their next refetch.
      Promise.resolve()
        .then(() =>
          liveEvents.publish(row.userId, { type: "notification", notificationId: row.id }),
        )
        .catch((error: unknown) => {
          log.warn({ err: error, userId: row.userId }, "Live notification event failed");
        });
    }
  }

  async function notifyMany(inputs: NotifyInput[]) {
    if (inputs.length === 0) return;
    try {
      const now = clock();
      const { inserted, emails, duePushes } = await db.transaction((tx) =>
        deliver(tx, inputs, now),
      );
      publish(inserted);
      sendPushes(duePushes, now);
      const key = await keyFor(emails);
      for (const planned of emails) sendEmail(planned, key);
    } catch (error) {
      log.error({ err: error, count: inputs.length }, "Storing notifications failed");
    }
  }

  async function notifyWithin(tx: Db, inputs: NotifyInput[], now: Date) {
    if (inputs.length === 0) return () => {};
    const { inserted, emails, duePushes } = await deliver(tx, inputs, now);
    const key = await keyFor(emails);
    await queueEmails(
      tx,
      emails.map((planned) => emailFor(planned, key)),
      now,
    );
    return () => {
      publish(inserted);
      sendPushes(duePushes, now);
    };
  }

  return {
    notify: (input) => notifyMany([input]),
    notifyMany,
    notifyWithin,
    async sendLeadDigests(tx, now) {
      return sendLeadDigests(tx, now, {
        publicUrl: config.publicUrl,
        key: unsubscribeKey ? await unsubscribeKey() : null,
      });
    },
    async sendDuePushes(asOf) {
      return pushes ? pushes.sendDue(asOf) : 0;
    },
    async drain() {
      await Promise.allSettled([...sending]);
      await pushes?.drain();
    },
  };
}
