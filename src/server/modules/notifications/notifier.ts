import { inArray } from "drizzle-orm";
import type { AppConfig } from "#server/config";
import type { Db } from "#server/db/client";
import { notifications, users } from "#server/db/schema";
import { queueEmails } from "#server/lib/mail/email-queue";
import { renderEmail } from "#server/lib/mail/email-template";
import type { Mailer, MailLogger, OutgoingEmail } from "#server/lib/mail/mailer";
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
  /**
   * Stores the notifications and queues their emails inside the caller's transaction, so they
   * exist exactly when the change they tell of does; the scheduled work sends the emails. Throws,
   * so a failure rolls the change back with them. Answers the function that tells open pages:
   * call it once the transaction has committed.
   */
  notifyWithin(tx: Db, inputs: NotifyInput[], now: Date): Promise<() => void>;
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

  function emailFor(to: string, input: NotifyInput, email: NotificationEmail): OutgoingEmail {
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
    return { to, ...rendered };
  }

  function sendEmail(to: string, input: NotifyInput, email: NotificationEmail) {
    // Not awaited: a slow mail server must not hold up the answer to the user who acted.
    const sent = mailer.send(emailFor(to, input, email)).catch((error: unknown) => {
      log.error(
        { err: error, userId: input.userId, type: input.type },
        "Notification email failed",
      );
    });
    sending.add(sent);
    void sent.finally(() => sending.delete(sent));
  }

  /** Stores the notifications of the users who still exist; answers them with their recipients. */
  async function store(database: Db, inputs: NotifyInput[]) {
    const recipients = await database
      .select({ id: users.id, email: users.email, wantsEmail: users.emailNotifications })
      .from(users)
      .where(inArray(users.id, [...new Set(inputs.map((input) => input.userId))]));
    const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]));
    // A user deleted in the meantime gets nothing; the others still do.
    const deliverable = inputs.filter((input) => byId.has(input.userId));
    if (deliverable.length === 0) return { deliverable, byId, inserted: [] };
    const inserted = await database
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
    return { deliverable, byId, inserted };
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
      const { deliverable, byId, inserted } = await store(db, inputs);
      publish(inserted);
      for (const input of deliverable) {
        const recipient = byId.get(input.userId);
        if (input.email && recipient?.wantsEmail) sendEmail(recipient.email, input, input.email);
      }
    } catch (error) {
      log.error({ err: error, count: inputs.length }, "Storing notifications failed");
    }
  }

  async function notifyWithin(tx: Db, inputs: NotifyInput[], now: Date) {
    if (inputs.length === 0) return () => {};
    const { deliverable, byId, inserted } = await store(tx, inputs);
    const emails: OutgoingEmail[] = [];
    for (const input of deliverable) {
      const recipient = byId.get(input.userId);
      if (input.email && recipient?.wantsEmail)
        emails.push(emailFor(recipient.email, input, input.email));
    }
    await queueEmails(tx, emails, now);
    return () => publish(inserted);
  }

  return {
    notify: (input) => notifyMany([input]),
    notifyMany,
    notifyWithin,
    async drain() {
      await Promise.all(sending);
    },
  };
}
