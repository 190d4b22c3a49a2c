import { inArray } from "drizzle-orm";
import type { AppConfig } from "#server/config";
import type { Db } from "#server/db/client";
import { notifications, users } from "#server/db/schema";
import { renderEmail } from "#server/lib/mail/email-template";
import type { Mailer, MailLogger } from "#server/lib/mail/mailer";
import type { NotificationType } from "#shared/contracts/notifications";

export interface NotificationEmail {
  subject: string;
  /** The body in plain text; blank lines separate paragraphs. Escaped in the HTML part. */
  text: string;
  /** The button's words; it opens `linkTo` (or /notifications when there is none). */
  actionLabel?: string;
}

export interface NotifyInput {
  userId: number;
  type: NotificationType;
  title: string;
  description: string;
  /** A page of EventEazy, such as `/request/12`. */
  linkTo: string | null;
  /** Also email the user, unless they turned notification emails off. */
  email?: NotificationEmail;
}

/** The part of the live-events bus the notifier uses: it tells open pages to refetch. */
export interface NotificationPublisher {
  publish(userId: number, event: { type: "notification"; notificationId: number }): unknown;
}

export interface Notifier {
  /**
   * Stores the notification and, when asked and allowed, emails the user. Never throws: a
   * notification is a side effect and must not fail the action that caused it. Call it after
   * that action's transaction has committed.
   */
  notify(input: NotifyInput): Promise<void>;
  /** The same for many users at once (one insert), such as every supplier a new request suits. */
  notifyMany(inputs: NotifyInput[]): Promise<void>;
  /** Waits for the emails still being sent, so closing the app loses none of them. */
  drain(): Promise<void>;
}

export interface NotifierDependencies {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, "publicUrl">;
  liveEvents?: NotificationPublisher;
  log?: MailLogger;
}

const silentLog: MailLogger = { info() {}, warn() {}, error() {} };

export function createNotifier({
  db,
  mailer,
  config,
  liveEvents,
  log = silentLog,
}: NotifierDependencies): Notifier {
  const sending = new Set<Promise<void>>();

  function sendEmail(to: string, input: NotifyInput, email: NotificationEmail) {
    const rendered = renderEmail(
      {
        subject: email.subject,
        heading: input.title,
        paragraphs: email.text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== ""),
        action: {
          label: email.actionLabel ?? "Open EventEazy",
          path: input.linkTo ?? "/notifications",
        },
      },
      config.publicUrl,
    );
    // Not awaited: a slow mail server must not hold up the answer to the user who acted.
    const sent = mailer.send({ to, ...rendered }).catch((error: unknown) => {
      log.error(
        { err: error, userId: input.userId, type: input.type },
        "Notification email failed",
      );
    });
    sending.add(sent);
    void sent.finally(() => sending.delete(sent));
  }

  async function notifyMany(inputs: NotifyInput[]) {
    if (inputs.length === 0) return;
    try {
      const recipients = await db
        .select({ id: users.id, email: users.email, wantsEmail: users.emailNotifications })
        .from(users)
        .where(inArray(users.id, [...new Set(inputs.map((input) => input.userId))]));
      const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]));
      // A user deleted in the meantime gets nothing; the others still do.
      const deliverable = inputs.filter((input) => byId.has(input.userId));
      if (deliverable.length === 0) return;
      const inserted = await db
        .insert(notifications)
        .values(
          deliverable.map(({ userId, type, title, description, linkTo }) => ({
            userId,
            type,
            title,
            description,
            linkTo,
          })),
        )
        .returning({ id: notifications.id, userId: notifications.userId });
      if (liveEvents) {
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
      for (const input of deliverable) {
        const recipient = byId.get(input.userId);
        if (input.email && recipient?.wantsEmail) sendEmail(recipient.email, input, input.email);
      }
    } catch (error) {
      log.error({ err: error, count: inputs.length }, "Storing notifications failed");
    }
  }

  return {
    notify: (input) => notifyMany([input]),
    notifyMany,
    async drain() {
      await Promise.all(sending);
    },
  };
}
