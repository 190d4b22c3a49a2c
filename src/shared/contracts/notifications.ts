import { z } from "zod";

export const NOTIFICATION_TYPES = [
  "message",
  "quote",
  "request",
  "payment",
  "review",
  "other",
] as const;
export const NotificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationType>;

/** How many notifications the list answers: the newest ones. */
export const NOTIFICATION_LIST_LIMIT = 50;

export const NotificationView = z.object({
  id: z.number().int(),
  type: NotificationType,
  title: z.string(),
  description: z.string(),
  /** A page of EventEazy to open, such as `/request/12`; null when there is none. */
  linkTo: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof NotificationView>;

export const NotificationList = z.object({
  notifications: z.array(NotificationView),
  /** Every unread notification of the user, not only those in the list. */
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationList>;
