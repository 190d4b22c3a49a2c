import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { notifications } from "#server/db/schema";
import { notFound } from "#server/lib/errors";
import {
  NOTIFICATION_LIST_LIMIT,
  type NotificationList,
  type NotificationType,
} from "#shared/contracts/notifications";

export const NOTIFICATION_NOT_FOUND = "Notification not found.";

/** The user's newest notifications and how many of all theirs are unread. */
export async function listNotifications(db: Db, userId: number): Promise<NotificationList> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT),
    db
      .select({ count: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false))),
  ]);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      description: row.description,
      linkTo: row.linkTo,
      read: row.read,
      createdAt: row.createdAt.toISOString(),
    })),
    unreadCount: unread?.count ?? 0,
  };
}

/** Another user's notification answers the same as a missing one, so ids reveal nothing. */
export async function markNotificationRead(db: Db, userId: number, id: number): Promise<void> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
}

export async function markAllNotificationsRead(db: Db, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}

export interface UnreadNotificationKey {
  userId: number;
  type: NotificationType;
  /** The page the notification opens, which names what it is about (`/messages/12`). */
  linkTo: string;
}

/**
 * Brings the user's unread notification about one thing to the top with new words, instead of
 * adding another beside it. Answers false when there is none unread, so the caller adds one.
 */
export async function freshenUnreadNotification(
  db: Db,
  key: UnreadNotificationKey,
  description: string,
): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ description, createdAt: new Date() })
    .where(unreadAbout(key))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks read the user's notifications about one thing, such as a conversation they opened. */
export async function markNotificationsReadAbout(
  db: Db,
  key: UnreadNotificationKey,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(unreadAbout(key))
    .returning({ id: notifications.id });
  return rows.length;
}

function unreadAbout({ userId, type, linkTo }: UnreadNotificationKey) {
  return and(
    eq(notifications.userId, userId),
    eq(notifications.type, type),
    eq(notifications.linkTo, linkTo),
    eq(notifications.read, false),
  );
}
