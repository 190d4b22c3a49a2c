/** What a push shows: the server sends `{ title, body, url }` as JSON (src/server/modules/push). */
export interface AlertNotification {
  title: string;
  body: string;
  /** An address on EventEazy's own origin, opened when the notification is clicked. */
  url: string;
  /** Notifications with the same tag replace each other. */
  tag?: string;
}

/** Browsers require every push to show something, so a push that cannot be read still says so. */
const UNREADABLE: AlertNotification = {
  title: "EventEazy",
  body: "You have a new alert.",
  url: "/notifications",
};

const textOf = (value: unknown, longest: number): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, longest) : undefined;

/** The notification a push's text describes; anything unreadable gives the plain one above. */
export function notificationOf(text: string | null | undefined): AlertNotification {
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    return UNREADABLE;
  }
  if (typeof payload !== "object" || payload === null) return UNREADABLE;
  const { title, body, url, tag } = payload as Record<string, unknown>;
  return {
    title: textOf(title, 200) ?? UNREADABLE.title,
    body: textOf(body, 500) ?? "",
    url: textOf(url, 2000) ?? UNREADABLE.url,
    ...(textOf(tag, 100) ? { tag: textOf(tag, 100) } : {}),
  };
}

/**
 * The address a click opens: the push's own address when it is on EventEazy's origin, and the
 * notifications page otherwise, so a push can never send anyone to another site.
 */
export function pageToOpen(url: unknown, origin: string): string {
  const fallback = new URL(UNREADABLE.url, origin).href;
  if (typeof url !== "string") return fallback;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : fallback;
  } catch {
    return fallback;
  }
}
