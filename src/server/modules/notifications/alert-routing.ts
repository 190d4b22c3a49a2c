import type { AlertKind, AlertPreferences } from "#shared/contracts/alert-preferences";
import type { NotificationType } from "#shared/contracts/notifications";

/** Which alert kind a notification type is, when its sender does not say: none for the others. */
const KIND_OF_TYPE: Partial<Record<NotificationType, AlertKind>> = {
  request: "leads",
  message: "messages",
  quote: "quotes",
};

/**
 * The alert kind of a notification: the one its sender names (`null` for none), else by its type
 * (a request is a lead, a message a message, a quote a quote). Payments, reviews and the others
 * are no alert kind: they stay in the app and follow the account's email switch alone.
 */
export function alertKindOf(input: {
  type: NotificationType;
  alert?: AlertKind | null;
}): AlertKind | null {
  return input.alert === undefined ? (KIND_OF_TYPE[input.type] ?? null) : input.alert;
}

/** Which channels one notification takes to one recipient. */
export interface AlertRoute {
  kind: AlertKind | null;
  inApp: boolean;
  /** An email of its own, now. */
  email: boolean;
  /** A line in tomorrow's (or today's) lead digest instead of an email of its own. */
  digest: boolean;
  push: boolean;
}

/**
 * `users.email_notifications` is the master email switch: off, no alert email of any kind. On,
 * each kind's own email choice decides; leads on the daily digest wait for the digest.
 */
export function routeAlert(
  kind: AlertKind | null,
  hasEmail: boolean,
  recipient: { wantsEmail: boolean; preferences: AlertPreferences },
): AlertRoute {
  if (!kind)
    return {
      kind,
      inApp: true,
      email: hasEmail && recipient.wantsEmail,
      digest: false,
      push: false,
    };
  const { preferences } = recipient;
  const channels = preferences[kind];
  const emailOn = channels.email && recipient.wantsEmail;
  const digested = kind === "leads" && preferences.leadTiming === "dailyDigest";
  return {
    kind,
    inApp: channels.inApp,
    email: emailOn && hasEmail && !digested,
    digest: emailOn && digested,
    push: channels.push,
  };
}

const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const WEB_ADDRESS = /\b(https?:\/\/|www\.)\S+/gi;
const PHONE_LIKE = /\+?\d[\d\s().-]{6,}\d/g;
/** How long a push's body may be: a lock screen shows a line or two. */
const PUSH_BODY_MAX = 240;

/**
 * A push's words with anything that looks like contact details taken out: a push shows on a lock
 * screen, and its words may quote what another user wrote (a request's title).
 */
export function withoutContactDetails(text: string): string {
  const cleaned = text
    .replace(EMAIL_ADDRESS, "[email hidden]")
    .replace(WEB_ADDRESS, "[link hidden]")
    .replace(PHONE_LIKE, (match) =>
      (match.match(/\d/g)?.length ?? 0) >= 10 ? "[number hidden]" : match,
    );
  return cleaned.length > PUSH_BODY_MAX
    ? `${cleaned.slice(0, PUSH_BODY_MAX - 1).trimEnd()}…`
    : cleaned;
}
