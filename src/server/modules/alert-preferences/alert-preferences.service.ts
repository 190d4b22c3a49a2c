import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { alertPreferences, users } from "#server/db/schema";
import {
  AlertPreferences,
  DEFAULT_ALERT_PREFERENCES,
  type UnsubscribeKind,
} from "#shared/contracts/alert-preferences";

/** A stored choice read back; anything unreadable (an older shape) falls back to the defaults. */
function readStored(stored: unknown): AlertPreferences {
  const parsed = AlertPreferences.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_ALERT_PREFERENCES;
}

/** The user's alert choices: the defaults until they save their own. */
export async function getAlertPreferences(db: Db, userId: number): Promise<AlertPreferences> {
  const [row] = await db
    .select({ preferences: alertPreferences.preferences })
    .from(alertPreferences)
    .where(eq(alertPreferences.userId, userId));
  return row ? readStored(row.preferences) : DEFAULT_ALERT_PREFERENCES;
}

/** Replaces the user's alert choices with these (already validated) ones. */
export async function saveAlertPreferences(
  db: Db,
  userId: number,
  preferences: AlertPreferences,
): Promise<AlertPreferences> {
  const value = AlertPreferences.parse(preferences);
  await db
    .insert(alertPreferences)
    .values({ userId, preferences: value })
    .onConflictDoUpdate({
      target: alertPreferences.userId,
      set: { preferences: value, updatedAt: sql`now()` },
    });
  return value;
}

/**
 * Turns off the emails of one kind for a user, as an unsubscribe link asks, in one statement:
 * the defaults with that email off when they never chose, else their choices with it off.
 * Answers false when the user no longer exists.
 */
export async function turnOffAlertEmail(
  db: Db,
  userId: number,
  kind: UnsubscribeKind,
): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  if (kind === "insights") {
    await db
      .insert(alertPreferences)
      .values({ userId, preferences: DEFAULT_ALERT_PREFERENCES, weeklySummaryEmail: false })
      .onConflictDoUpdate({
        target: alertPreferences.userId,
        set: { weeklySummaryEmail: false, updatedAt: sql`now()` },
      });
    return true;
  }
  const fresh: AlertPreferences = {
    ...DEFAULT_ALERT_PREFERENCES,
    [kind]: { ...DEFAULT_ALERT_PREFERENCES[kind], email: false },
  };
  await db
    .insert(alertPreferences)
    .values({ userId, preferences: fresh })
    .onConflictDoUpdate({
      target: alertPreferences.userId,
      set: {
        preferences: sql`jsonb_set(${alertPreferences.preferences}, ${`{${kind},email}`}::text[], 'false'::jsonb)`,
        updatedAt: sql`now()`,
      },
    });
  return true;
}

/** What the notifier needs of each recipient to route an alert. */
export interface AlertRecipient {
  id: number;
  email: string;
  /** The account's master switch for notification emails (`users.email_notifications`). */
  wantsEmail: boolean;
  preferences: AlertPreferences;
}

/** The recipients that still exist, with their choices, in one query. */
export async function alertRecipientsOf(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, AlertRecipient>> {
  const byId = new Map<number, AlertRecipient>();
  if (userIds.length === 0) return byId;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      wantsEmail: users.emailNotifications,
      preferences: alertPreferences.preferences,
    })
    .from(users)
    .leftJoin(alertPreferences, eq(alertPreferences.userId, users.id))
    .where(inArray(users.id, [...new Set(userIds)]));
  for (const row of rows)
    byId.set(row.id, {
      id: row.id,
      email: row.email,
      wantsEmail: row.wantsEmail,
      preferences: row.preferences ? readStored(row.preferences) : DEFAULT_ALERT_PREFERENCES,
    });
  return byId;
}
