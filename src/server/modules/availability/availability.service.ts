import { and, asc, between, eq, gte, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client";
import { eventRequests, quotes, type UserRow, unavailableDays, users } from "#server/db/schema";
import { AppError, badRequest, notFound } from "#server/lib/errors";
import {
  AVAILABILITY_CHANGE_MAX_DAYS,
  AVAILABILITY_HORIZON_DAYS,
  AVAILABILITY_PAST_MESSAGE,
  AVAILABILITY_TOO_FAR_MESSAGE,
  AVAILABILITY_TOO_LONG_MESSAGE,
  bookedDaysOf,
  CALENDAR_EVENTS_MAX,
  CALENDAR_FILE_INVALID_MESSAGE,
  CALENDAR_FILE_TOO_COMPLEX_MESSAGE,
  CALENDAR_FILE_TOO_MANY_EVENTS_MESSAGE,
  type CalendarImportResult,
  type OwnAvailability,
  PUBLIC_AVAILABILITY_MONTHS,
  type PublicAvailability,
  type UnavailableDay,
} from "#shared/contracts/availability";
import { SUPPLIER_NOT_FOUND } from "#shared/contracts/suppliers";
import {
  addDays,
  addMonths,
  daysBetween,
  eachDay,
  lastOfMonth,
  ukToday,
} from "#shared/domain/calendar-days";
import { feedCreatedAt } from "./calendar-feed";
import type { CalendarReader } from "./calendar-reader";

/** The window a supplier's calendar covers on `now`'s UK day. */
export function availabilityWindow(now: Date): { from: string; to: string } {
  const from = ukToday(now);
  return { from, to: addDays(from, AVAILABILITY_HORIZON_DAYS) };
}

/**
 * True when the supplier (an id column or value) is unavailable on every day from `from` to
 * `to` (to null: the one day `from`): one look-up in the (supplier_id, day) index a day.
 */
export function unavailableThroughout(
  supplierId: SQL | AnyPgColumn | number,
  from: SQL | typeof eventRequests.eventDateFrom,
  to: SQL | typeof eventRequests.eventDateTo | null,
): SQL<boolean> {
  const lastDay = to === null ? from : sql`coalesce(${to}, ${from})`;
  return sql<boolean>`((select count(distinct ${unavailableDays.day}) from ${unavailableDays}
    where ${unavailableDays.supplierId} = ${supplierId}
      and ${unavailableDays.day} between ${from} and ${lastDay})
    = (${lastDay} - ${from} + 1))`;
}

/** The supplier's days a request's event covers, less those booked for that very request. */
function daysTakenBesides(
  supplierId: number,
  request: typeof eventRequests,
  also: SQL = sql`true`,
): SQL {
  const lastDay = sql`coalesce(${request.eventDateTo}, ${request.eventDateFrom})`;
  return sql`from ${unavailableDays}
    where ${unavailableDays.supplierId} = ${supplierId}
      and ${unavailableDays.day} between ${request.eventDateFrom} and ${lastDay}
      and (${unavailableDays.quoteId} is null or ${unavailableDays.quoteId} not in
        (select ${quotes.id} from ${quotes} where ${quotes.requestId} = ${request.id}))
      and ${also}`;
}

/**
 * Why a supplier browsing requests cannot take this one: null when they are free on some day of
 * its event; "booked" when every day is taken and one is booked for another job; "blocked" when
 * they blocked every day by hand. The days their own accepted quote on it booked are that job's,
 * so they never count against it.
 */
export function requestUnavailability(supplierId: number): SQL<"booked" | "blocked" | null> {
  const lastDay = sql`coalesce(${eventRequests.eventDateTo}, ${eventRequests.eventDateFrom})`;
  const takenThroughout = sql`((select count(distinct ${unavailableDays.day}) ${daysTakenBesides(supplierId, eventRequests)})
    = (${lastDay} - ${eventRequests.eventDateFrom} + 1))`;
  const bookedElsewhere = sql`exists (select 1 ${daysTakenBesides(supplierId, eventRequests, sql`${unavailableDays.quoteId} is not null`)})`;
  return sql<"booked" | "blocked" | null>`(case when not ${takenThroughout} then null
    when ${bookedElsewhere} then 'booked' else 'blocked' end)`;
}

/** True when the supplier (an id column) has not marked `day` unavailable. */
export function availableOnDay(supplierId: SQL | AnyPgColumn, day: SQL): SQL {
  return sql`not exists (select 1 from ${unavailableDays}
    where ${unavailableDays.supplierId} = ${supplierId} and ${unavailableDays.day} = ${day})`;
}

/** The supplier's unavailable days in the window, each once: booked wins over blocked. */
async function unavailableDaysOf(
  db: Db,
  supplierId: number,
  from: string,
  to: string,
): Promise<UnavailableDay[]> {
  const rows = await db
    .select({
      day: unavailableDays.day,
      requestId: eventRequests.id,
      title: eventRequests.title,
    })
    .from(unavailableDays)
    .leftJoin(quotes, eq(quotes.id, unavailableDays.quoteId))
    .leftJoin(eventRequests, eq(eventRequests.id, quotes.requestId))
    .where(and(eq(unavailableDays.supplierId, supplierId), between(unavailableDays.day, from, to)))
    .orderBy(asc(unavailableDays.day), asc(unavailableDays.quoteId));
  const byDay = new Map<string, UnavailableDay>();
  for (const row of rows) {
    const booking =
      row.requestId !== null && row.title !== null
        ? { requestId: row.requestId, title: row.title }
        : null;
    const known = byDay.get(row.day);
    if (!known || (known.reason === "blocked" && booking))
      byDay.set(row.day, { date: row.day, reason: booking ? "booked" : "blocked", booking });
  }
  return [...byDay.values()];
}

export async function getOwnAvailability(
  db: Db,
  supplier: UserRow,
  now: Date,
): Promise<OwnAvailability> {
  const window = availabilityWindow(now);
  const [days, feed] = await Promise.all([
    unavailableDaysOf(db, supplier.id, window.from, window.to),
    feedCreatedAt(db, supplier.id),
  ]);
  return { ...window, days, feed: feed ? { createdAt: feed.toISOString() } : null };
}

/** Refuses days before today, past the horizon, or more at once than one change may cover. */
function checkChangeWindow(from: string, to: string, now: Date): void {
  const window = availabilityWindow(now);
  if (from < window.from)
    throw badRequest(AVAILABILITY_PAST_MESSAGE, { from: [AVAILABILITY_PAST_MESSAGE] });
  if (to > window.to)
    throw badRequest(AVAILABILITY_TOO_FAR_MESSAGE, { to: [AVAILABILITY_TOO_FAR_MESSAGE] });
  if (daysBetween(from, to) + 1 > AVAILABILITY_CHANGE_MAX_DAYS)
    throw badRequest(AVAILABILITY_TOO_LONG_MESSAGE, { to: [AVAILABILITY_TOO_LONG_MESSAGE] });
}

/** Blocks `days` for the supplier; days already blocked stay as they are. Returns how many were new. */
export async function blockDays(db: Db, supplierId: number, days: string[]): Promise<number> {
  if (days.length === 0) return 0;
  const added = await db
    .insert(unavailableDays)
    .values(days.map((day) => ({ supplierId, day })))
    .onConflictDoNothing({
      target: [unavailableDays.supplierId, unavailableDays.day],
      where: isNull(unavailableDays.quoteId),
    })
    .returning({ day: unavailableDays.day });
  return added.length;
}

/**
 * Marks a day, a range or a month unavailable or available again. Freeing days removes only
 * what the supplier blocked: a booked day follows its accepted quote.
 */
export async function changeAvailability(
  db: Db,
  supplier: UserRow,
  change: { from: string; to: string; available: boolean },
  now: Date,
): Promise<OwnAvailability> {
  checkChangeWindow(change.from, change.to, now);
  if (change.available) {
    await db
      .delete(unavailableDays)
      .where(
        and(
          eq(unavailableDays.supplierId, supplier.id),
          isNull(unavailableDays.quoteId),
          gte(unavailableDays.day, change.from),
          lte(unavailableDays.day, change.to),
        ),
      );
  } else {
    await blockDays(db, supplier.id, eachDay(change.from, change.to));
  }
  return getOwnAvailability(db, supplier, now);
}

/** Books the days of an accepted quote's event (bookedDaysOf). Run inside the transaction that accepts the quote. */
export async function bookEventDays(
  db: Db,
  quote: { id: number; supplierId: number },
  event: { eventDateFrom: string; eventDateTo: string | null },
): Promise<void> {
  await db
    .insert(unavailableDays)
    .values(
      bookedDaysOf(event).map((day) => ({ supplierId: quote.supplierId, day, quoteId: quote.id })),
    )
    .onConflictDoNothing();
}

/** A file that is iCalendar but asks more than EventEazy reads: 422, and its own field error. */
const unreadable = (message: string) =>
  new AppError(422, message, "unprocessable", { file: [message] });

/**
 * Blocks every day within the window that an iCalendar file keeps busy. The file is read in a
 * worker thread (calendar-reader.ts); a file refused there blocks nothing.
 */
export async function importCalendar(
  db: Db,
  reader: CalendarReader,
  supplier: UserRow,
  text: string,
  now: Date,
): Promise<CalendarImportResult> {
  const reading = await reader.read({
    text,
    window: availabilityWindow(now),
    eventsMax: CALENDAR_EVENTS_MAX,
  });
  switch (reading.outcome) {
    case "not_calendar":
      throw badRequest(CALENDAR_FILE_INVALID_MESSAGE, { file: [CALENDAR_FILE_INVALID_MESSAGE] });
    case "too_many_events":
      throw unreadable(CALENDAR_FILE_TOO_MANY_EVENTS_MESSAGE);
    case "too_costly":
      throw unreadable(CALENDAR_FILE_TOO_COMPLEX_MESSAGE);
    case "read":
      return {
        events: reading.events,
        blockedDays: await blockDays(db, supplier.id, reading.days),
      };
  }
}

/** Frees the days that the accepted quotes on a request booked: its event will not happen. */
export async function releaseBookedDays(db: Db, requestId: number): Promise<void> {
  await db
    .delete(unavailableDays)
    .where(
      inArray(
        unavailableDays.quoteId,
        db.select({ id: quotes.id }).from(quotes).where(eq(quotes.requestId, requestId)),
      ),
    );
}

/**
 * The days a supplier is taken this month and the next two, for their public profile, and
 * whether they are free on `askedDay` (any day, as the directory's "free on" filter asks); a
 * suspended or unknown supplier has none to show.
 */
export async function getPublicAvailability(
  db: Db,
  supplierId: number,
  now: Date,
  askedDay?: string,
): Promise<PublicAvailability> {
  const [supplier] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, supplierId), eq(users.role, "supplier"), isNull(users.suspendedAt)));
  if (!supplier) throw notFound(SUPPLIER_NOT_FOUND);
  const from = ukToday(now);
  const to = lastOfMonth(addMonths(from, PUBLIC_AVAILABILITY_MONTHS - 1));
  const rows = await db
    .selectDistinct({ day: unavailableDays.day })
    .from(unavailableDays)
    .where(and(eq(unavailableDays.supplierId, supplierId), between(unavailableDays.day, from, to)))
    .orderBy(asc(unavailableDays.day));
  const unavailable = rows.map((row) => row.day);
  if (askedDay === undefined) return { from, to, unavailable };
  const isFree =
    askedDay >= from && askedDay <= to
      ? !unavailable.includes(askedDay)
      : (
          await db
            .select({ day: unavailableDays.day })
            .from(unavailableDays)
            .where(
              and(eq(unavailableDays.supplierId, supplierId), eq(unavailableDays.day, askedDay)),
            )
            .limit(1)
        ).length === 0;
  return { from, to, unavailable, askedDay: { day: askedDay, isFree } };
}
