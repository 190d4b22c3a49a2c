import { and, asc, eq, gte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import ICAL from "ical.js";
import type { Db } from "#server/db/client";
import { calendarFeeds, eventRequests, quotes, users } from "#server/db/schema";
import { hashToken, newSecretToken } from "#server/plugins/session-store";
import type { CalendarFeedLink } from "#shared/contracts/availability";
import { addDays, ukToday } from "#shared/domain/calendar-days";
import { formatQuoteAmount } from "#shared/domain/quote-price";
import { pages } from "#shared/paths";

/** Bookings whose event ended up to this many days ago stay in the feed, for the record. */
const PAST_BOOKINGS_DAYS = 90;

/** The address a calendar app subscribes to: the token is the only key. */
export const feedPath = (token: string) => `/api/calendar-feeds/${token}/bookings.ics`;

export async function feedCreatedAt(db: Db, supplierId: number): Promise<Date | null> {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.supplierId, supplierId));
  return feed?.createdAt ?? null;
}

/** A new secret link to the supplier's bookings; any earlier link stops working at once. */
export async function createFeedLink(
  db: Db,
  supplierId: number,
  publicUrl: string,
): Promise<CalendarFeedLink> {
  const { token, tokenHash } = newSecretToken();
  const [feed] = await db
    .insert(calendarFeeds)
    .values({ supplierId, tokenHash })
    .onConflictDoUpdate({
      target: calendarFeeds.supplierId,
      set: { tokenHash, createdAt: sql`now()` },
    })
    .returning({ createdAt: calendarFeeds.createdAt });
  if (!feed) throw new Error("The calendar feed was not stored");
  return { url: `${publicUrl}${feedPath(token)}`, createdAt: feed.createdAt.toISOString() };
}

export async function turnOffFeed(db: Db, supplierId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.supplierId, supplierId));
}

/** `YYYY-MM-DD` as an iCalendar all-day value. */
const allDay = (day: string) => ICAL.Time.fromDateString(day);

/**
 * The bookings of the supplier whose feed `token` opens, as an iCalendar document of all-day
 * events (the end day is exclusive, as iCalendar counts), or null when no feed has that token.
 */
export async function bookingsCalendar(
  db: Db,
  token: string,
  publicUrl: string,
  now: Date,
): Promise<string | null> {
  const [feed] = await db
    .select({
      supplierId: calendarFeeds.supplierId,
      businessName: users.businessName,
      name: users.name,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.supplierId))
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  if (!feed) return null;
  const organizers = alias(users, "organizers");
  const bookings = await db
    .select({
      quoteId: quotes.id,
      price: quotes.price,
      totalPence: quotes.totalPence,
      acceptedAt: quotes.updatedAt,
      requestId: eventRequests.id,
      title: eventRequests.title,
      location: eventRequests.location,
      from: eventRequests.eventDateFrom,
      to: eventRequests.eventDateTo,
      organizerName: organizers.name,
    })
    .from(quotes)
    .innerJoin(eventRequests, eq(eventRequests.id, quotes.requestId))
    .innerJoin(organizers, eq(organizers.id, eventRequests.organizerId))
    .where(
      and(
        eq(quotes.supplierId, feed.supplierId),
        eq(quotes.status, "accepted"),
        gte(
          sql`coalesce(${eventRequests.eventDateTo}, ${eventRequests.eventDateFrom})`,
          addDays(ukToday(now), -PAST_BOOKINGS_DAYS),
        ),
      ),
    )
    .orderBy(asc(eventRequests.eventDateFrom), asc(quotes.id));

  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.updatePropertyWithValue("prodid", "-//EventEazy//Bookings//EN");
  calendar.updatePropertyWithValue("version", "2.0");
  calendar.updatePropertyWithValue("calscale", "GREGORIAN");
  calendar.updatePropertyWithValue(
    "x-wr-calname",
    `EventEazy bookings: ${feed.businessName ?? feed.name}`,
  );
  calendar.updatePropertyWithValue("x-published-ttl", "PT1H");
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const booking of bookings) {
    const event = new ICAL.Component("vevent");
    event.updatePropertyWithValue("uid", `booking-${booking.quoteId}@eventeazy`);
    event.updatePropertyWithValue("dtstamp", stamp);
    event.updatePropertyWithValue("dtstart", allDay(booking.from));
    event.updatePropertyWithValue("dtend", allDay(addDays(booking.to ?? booking.from, 1)));
    event.updatePropertyWithValue("summary", booking.title);
    event.updatePropertyWithValue("location", booking.location);
    event.updatePropertyWithValue(
      "description",
      `Booked through EventEazy with ${booking.organizerName}. Your quote: ${formatQuoteAmount(booking)}.`,
    );
    event.updatePropertyWithValue("url", `${publicUrl}${pages.request.href(booking.requestId)}`);
    event.updatePropertyWithValue("transp", "OPAQUE");
    calendar.addSubcomponent(event);
  }
  return calendar.toString();
}
