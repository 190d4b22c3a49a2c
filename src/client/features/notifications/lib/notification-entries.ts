import type {
  NotificationType,
  NotificationView,
} from "../../../../shared/contracts/notifications";
import type { Role } from "../../../../shared/contracts/users";
import { paths } from "../../../lib/paths";

/** One line of the bell or the page: a server notification or one built here. */
export interface NotificationEntry {
  key: string;
  /** The server's id; built entries have none and cannot be marked read. */
  id: number | null;
  type: NotificationType;
  title: string;
  description: string;
  createdAt: string;
  read: boolean;
  linkTo: string | null;
}

export function fromServer(notification: NotificationView): NotificationEntry {
  return { key: `n${notification.id}`, ...notification };
}

/** Unread messages as one entry, while there are any; it clears when they are read. */
export function newMessagesEntry(unreadMessages: number, now: Date): NotificationEntry | null {
  if (unreadMessages <= 0) return null;
  return {
    key: "new-messages",
    id: null,
    type: "message",
    title: "New Messages",
    description: `You have ${unreadMessages} unread message${unreadMessages === 1 ? "" : "s"}`,
    createdAt: now.toISOString(),
    read: false,
    linkTo: paths.messages,
  };
}

/** Always there, always read, dated when the account was made: where a new user starts. */
export function welcomeEntry(role: Role, signedUpAt: string): NotificationEntry {
  const isSupplier = role === "supplier";
  return {
    key: "welcome",
    id: null,
    type: "other",
    title: "Welcome to EventEazy!",
    description: isSupplier
      ? "Browse event requests in your categories and send your first quote."
      : "Post your first event request and start receiving quotes from suppliers.",
    createdAt: signedUpAt,
    read: true,
    linkTo: isSupplier ? paths.browseRequests : paths.createRequest,
  };
}

/** Newest first; the messages entry counts as one unread item. */
export function unreadTotal(serverUnread: number, unreadMessages: number): number {
  return serverUnread + (unreadMessages > 0 ? 1 : 0);
}

export function newestFirst(entries: NotificationEntry[]): NotificationEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
