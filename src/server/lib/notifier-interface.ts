import type { Db } from "#server/db/client";
import type { AlertKind } from "#shared/contracts/alert-preferences";
import type { NotificationType } from "#shared/contracts/notifications";

// What a module may ask of the notifier (built in modules/notifications/notifier.ts and handed to
// every module by buildApp), kept below the modules so that none of them depends on another for it.

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
  /**
   * The email form of the notification: sent when the recipient's choices allow (their master
   * email switch, and their choice for its alert kind). Without it the notification has no email.
   */
  email?: NotificationEmail;
  /**
   * The alert kind, when its type alone does not say: a request notification is a lead unless
   * its sender names another kind (a request closing soon is a reminder); null for none.
   */
  alert?: AlertKind | null;
  /**
   * Brings the recipient's unread notification about the same page up with these words instead
   * of adding another (a conversation's later messages); added as usual when there is none
   * unread. The push still goes.
   */
  freshen?: string;
}

/** The part of the live-events bus the notifier uses: it tells open pages to refetch. */
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
  /**
   * The scheduled work's part, under its lock: queues each digest supplier's daily email of new
   * leads, once per UK day, inside the sweep's transaction.
   */
  sendLeadDigests(tx: Db, now: Date): Promise<number>;
  /** Sends the pushes due by `asOf`: those held for quiet hours, retries and any left behind. */
  sendDuePushes(asOf: Date): Promise<number>;
  /** Waits for the emails and pushes still being sent, so closing the app loses none of them. */
  drain(): Promise<void>;
}
