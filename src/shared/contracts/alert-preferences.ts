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
  .object({
    from: timeOfDay("quietHours.from"),
    to: timeOfDay("quietHours.to"),
  })
  .refine((hours) => hours.from !== hours.to, {
    message: "Quiet hours must start and end at different times.",
    path: ["to"],
  });
export type QuietHours = z.infer<typeof QuietHours>;

/** `GET /api/alert-preferences` answers these; `PUT` takes the same shape whole. */
export const AlertPreferences = z.object({
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
});
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
