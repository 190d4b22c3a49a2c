import { z } from "zod";

/** What an alert tells of; each kind has its own channels. */
export const ALERT_KINDS = ["leads", "messages", "quotes", "reminders"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** How an alert may reach a user: a push to their devices, an email, or the bell in the app. */
export const ALERT_CHANNELS = ["push", "email", "inApp"] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** New leads arrive one by one as they are posted, or together in one email a day. */
export const LEAD_ALERT_TIMINGS = ["instant", "dailyDigest"] as const;
export type LeadAlertTiming = (typeof LEAD_ALERT_TIMINGS)[number];

const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/;

const channelsOf = (kind: string) =>
  z.object(
    {
      push: z.boolean({ error: `${kind}.push must be true or false.` }),
      email: z.boolean({ error: `${kind}.email must be true or false.` }),
      inApp: z.boolean({ error: `${kind}.inApp must be true or false.` }),
    },
    { error: `${kind} needs push, email and inApp, each true or false.` },
  );

const timeOfDay = (field: string) =>
  z
    .string({ error: `${field} must be a time such as 22:00.` })
    .regex(HOUR_MINUTE, `${field} must be a time such as 22:00 (24-hour, UK time).`);

/** Hours, in UK time, when pushes wait; they go out when the quiet hours end. */
export const QuietHours = z
  .object(
    {
      from: timeOfDay("quietHours.from"),
      to: timeOfDay("quietHours.to"),
    },
    { error: 'quietHours must be null or { "from": "22:00", "to": "07:00" } (UK time).' },
  )
  .refine((hours) => hours.from !== hours.to, {
    message: "Quiet hours must start and end at different times.",
    path: ["to"],
  });
export type QuietHours = z.infer<typeof QuietHours>;

/** `GET /api/alert-preferences` answers these; `PUT` takes the same shape whole. */
export const AlertPreferences = z.object(
  {
    leads: channelsOf("leads"),
    messages: channelsOf("messages"),
    quotes: channelsOf("quotes"),
    reminders: channelsOf("reminders"),
    /** Instant: each lead as it is posted. Daily digest: one email a day lists them (push and in-app stay instant). */
    leadTiming: z.enum(LEAD_ALERT_TIMINGS, {
      error: `leadTiming must be one of: ${LEAD_ALERT_TIMINGS.join(", ")}.`,
    }),
    /** Null when pushes may come at any hour. */
    quietHours: QuietHours.nullable(),
  },
  {
    error:
      "Send your alert choices as one object: leads, messages, quotes, reminders, leadTiming and quietHours.",
  },
);
export type AlertPreferences = z.infer<typeof AlertPreferences>;

/** What a user who never chose gets: leads instant by push and email; messages by push and in-app. */
export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = {
  leads: { push: true, email: true, inApp: true },
  messages: { push: true, email: false, inApp: true },
  quotes: { push: true, email: true, inApp: true },
  reminders: { push: true, email: true, inApp: true },
  leadTiming: "instant",
  quietHours: null,
};

/** What each kind covers, as emails and the unsubscribe page name it. */
export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  leads: "new leads",
  messages: "new messages",
  quotes: "quotes",
  reminders: "reminders",
};

/** `GET /api/alerts/unsubscribe?token=…` and its one-click `POST`: the link each alert email carries. */
export const UNSUBSCRIBE_PATH = "/api/alerts/unsubscribe";

export const UNSUBSCRIBE_LINK_INVALID_MESSAGE =
  "This unsubscribe link is not valid. Sign in and open Settings in your profile to choose your emails.";

/** What an unsubscribe link may turn off: an alert kind's emails, or the weekly insights summary. */
export const UNSUBSCRIBE_KINDS = [...ALERT_KINDS, "insights"] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

export const UNSUBSCRIBE_KIND_LABELS: Record<UnsubscribeKind, string> = {
  ...ALERT_KIND_LABELS,
  insights: "your weekly insights",
};

export const unsubscribedMessage = (kind: UnsubscribeKind) =>
  `You will no longer get emails about ${UNSUBSCRIBE_KIND_LABELS[kind]}. Push and in-app alerts are unchanged.`;

/** The daily lead digest goes out with the first sweep after this hour, UK time. */
export const LEAD_DIGEST_UK_HOUR = 8;
