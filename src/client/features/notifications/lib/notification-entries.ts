import { paths } from "#client/lib/paths";
import type { NotificationType, NotificationView } from "#shared/contracts/notifications";
import type { Role } from "#shared/contracts/users";

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

/** Newest first. */
export function newestFirst(entries: NotificationEntry[]): NotificationEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
