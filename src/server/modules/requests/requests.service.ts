import {
  and,
  arrayContains,
  arrayOverlaps,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { eventRequests, organizerStats, quotes, users } from "#server/db/schema";
import { badRequest, conflict, forbidden, notFound } from "#server/lib/errors";
import { findPlace, geocodePlace } from "#server/lib/geo/gazetteer";
import type { Notifier } from "#server/lib/notifier-interface";
import {
  releaseBookedDays,
  requestUnavailability,
} from "#server/modules/availability/availability.service";
import { isInvitedTo, wasInvited } from "#server/modules/invitations/invitations.service";
import {
  recordRequestPosted,
  returnAllowancesOfClosedRequest,
} from "#server/modules/quotes/quotes.service";
import { queueLeadAlerts } from "#server/modules/requests/lead-alerts";
import { isEventCalledOff } from "#shared/contracts/availability";
import {
  type ClosingRequestStatus,
  COMPLETE_BEFORE_EVENT_MESSAGE,
  type CreateRequestBody,
  END_BEFORE_START_MESSAGE,
  ONLY_ACTIVE_STATUS_MESSAGE,
  type OrganizerStats,
  QUOTE_LIMIT_ABOVE_CURRENT_MESSAGE,
  QUOTE_LIMIT_ACTIVE_MESSAGE,
  QUOTE_LIMIT_RAISE_ONCE_MESSAGE,
  REQUEST_NOT_FOUND_MESSAGE,
  type RequestDetail,
  type RequestLeadFacts,
  type RequestListItem,
  type RequestQuoteSummary,
  type RequestView,
  START_DATE_PAST_MESSAGE,
} from "#shared/contracts/requests";
import { ukToday } from "#shared/domain/calendar-days";
import type { CategoryKey } from "#shared/domain/categories";
import { REQUEST_EXPIRY_REMINDER_DAYS, REQUEST_STALE_DAYS } from "#shared/domain/fair-leads";
import { requestComparisonOf } from "./request-comparison.service";

export const NOT_YOUR_REQUEST = "You can only change your own requests.";

type RequestRow = typeof eventRequests.$inferSelect;
type OrganizerStatsRow = typeof organizerStats.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
export type CreateRequestInput = z.output<typeof CreateRequestBody>;

/** The event's last day (its only day, or the end of its range) is before today in the UK. */
export function hasEventPassed(
  request: Pick<RequestRow, "eventDateFrom" | "eventDateTo">,
  now: Date = new Date(),
): boolean {
  const lastDay = request.eventDateTo ?? request.eventDateFrom;
  return lastDay !== null && lastDay < ukToday(now);
}

export function toRequestView(row: RequestRow, organizerName: string): RequestView {
  return {
    id: row.id,
    organizerId: row.organizerId,
    organizerName,
    title: row.title,
    description: row.description,
    eventDate: row.eventDate,
    eventDateFrom: row.eventDateFrom,
    eventDateTo: row.eventDateTo,
    location: row.location,
    budget: row.budget,
    attendees: row.attendees,
    categories: row.categories,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The middle of the organizer's recent hours to reading, to one decimal. */
function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
}

export function toOrganizerStats(row: OrganizerStatsRow | null): OrganizerStats | null {
  if (!row || row.quotesReceived === 0) return null;
  return {
    requests: row.requestsPosted,
    hires: row.requestsHired,
    readShare: Math.round((row.quotesRead / row.quotesReceived) * 100) / 100,
    medianHoursToRead: median(row.readHours),
    rating: row.reviewCount > 0 ? Math.round(row.avgRating * 10) / 10 : null,
    reviewCount: row.reviewCount,
  };
}

/**
 * When an active request expires if nothing happens: the day after its event (read as UTC
 * midnight) or 30 days after its last new quote or change, whichever comes first.
 */
export function requestExpiresAt(
  request: Pick<RequestRow, "status" | "eventDateFrom" | "eventDateTo" | "lastActivityAt">,
): Date | null {
  if (request.status !== "active") return null;
  const lastDay = request.eventDateTo ?? request.eventDateFrom;
  const afterEvent = new Date(Date.parse(`${lastDay}T00:00:00Z`) + DAY_MS);
  const quiet = new Date(request.lastActivityAt.getTime() + REQUEST_STALE_DAYS * DAY_MS);
  return afterEvent < quiet ? afterEvent : quiet;
}

function toLeadFacts(
  row: RequestRow,
  organizerVerifiedAt: Date | null,
  stats: OrganizerStatsRow | null,
): RequestLeadFacts {
  return {
    quoteCount: row.quoteCount,
    quoteLimit: row.quoteLimit,
    quoteLimitRaised: row.quoteLimitRaised,
    organizerEmailVerified: organizerVerifiedAt !== null,
    organizerStats: toOrganizerStats(stats),
    expiresAt: requestExpiresAt(row)?.toISOString() ?? null,
  };
}

async function selectViews(db: Db, where: SQL | undefined): Promise<RequestView[]> {
  const rows = await db
    .select({ request: eventRequests, organizerName: users.name })
    .from(eventRequests)
    .innerJoin(users, eq(users.id, eventRequests.organizerId))
    .where(where)
    .orderBy(desc(eventRequests.createdAt), desc(eventRequests.id));
  return rows.map(({ request, organizerName }) => toRequestView(request, organizerName));
}

export async function createRequest(
  db: Db,
  organizer: UserRow,
  input: CreateRequestInput,
  quoteLimit: number,
  now = new Date(),
  /** Announce it to the matching suppliers: its alert job is written with it. */
  announce = true,
): Promise<RequestView> {
  const from = input.eventDateFrom;
  const to = input.eventDateTo;
  // ISO dates compare correctly as strings.
  if (from < ukToday(now))
    throw badRequest(START_DATE_PAST_MESSAGE, { eventDateFrom: [START_DATE_PAST_MESSAGE] });
  if (to !== null && to < from)
    throw badRequest(END_BEFORE_START_MESSAGE, { eventDateTo: [END_BEFORE_START_MESSAGE] });
  const place = geocodePlace(input.location);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(eventRequests)
      .values({
        organizerId: organizer.id,
        title: input.title,
        description: input.description,
        eventDate: to !== null && to !== from ? `${from} to ${to}` : from,
        eventDateFrom: from,
        eventDateTo: to,
        location: input.location,
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
        budget: input.budget,
        attendees: input.attendees,
        categories: input.categories,
        quoteLimit,
        lastActivityAt: now,
      })
      .returning();
    if (!inserted) throw new Error("insert returned no row");
    await recordRequestPosted(tx, organizer.id);
    if (announce) await queueLeadAlerts(tx, [inserted.id], now);
    return inserted;
  });
  return toRequestView(row, organizer.name);
}

/**
 * The quotes of these requests a viewer may know of: every one for the organizer, only their own
 * for a supplier, so a list never shows a supplier what competitors quoted.
 */
async function quoteSummaries(
  db: Db,
  viewer: UserRow,
  requestIds: number[],
): Promise<Map<number, RequestQuoteSummary[]>> {
  const byRequest = new Map<number, RequestQuoteSummary[]>(requestIds.map((id) => [id, []]));
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select({
      id: quotes.id,
      requestId: quotes.requestId,
      supplierId: quotes.supplierId,
      status: quotes.status,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .where(
      and(
        inArray(quotes.requestId, requestIds),
        viewer.role === "supplier" ? eq(quotes.supplierId, viewer.id) : undefined,
      ),
    )
    .orderBy(desc(quotes.createdAt), desc(quotes.id));
  for (const row of rows) {
    byRequest.get(row.requestId)?.push({
      id: row.id,
      supplierId: row.supplierId,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return byRequest;
}

/** An organizer's own requests, or the active requests a supplier may quote on; newest first. */
export async function listRequestsFor(
  db: Db,
  user: UserRow,
  {
    category,
    includeFull = false,
    includeUnavailable = false,
  }: { category?: CategoryKey; includeFull?: boolean; includeUnavailable?: boolean } = {},
): Promise<RequestListItem[]> {
  const filters: SQL[] = [];
  const unavailability =
    user.role === "supplier"
      ? requestUnavailability(user.id)
      : sql<"booked" | "blocked" | null>`null`;
  const supplierUnavailable = sql<boolean>`(${unavailability} is not null)`;
  if (category) filters.push(arrayContains(eventRequests.categories, [category]));
  if (user.role === "supplier") {
    filters.push(eq(eventRequests.status, "active"));
    // A full request takes no more quotes: Browse Requests leaves it out unless asked.
    if (!includeFull) filters.push(lt(eventRequests.quoteCount, eventRequests.quoteLimit));
    // An organizer's requests wait unseen until their address is confirmed.
    filters.push(isNotNull(users.emailVerifiedAt));
    // An invitation brings a request in whatever its categories.
    if (user.categories.length > 0) {
      const inCategories = or(
        arrayOverlaps(eventRequests.categories, user.categories),
        isInvitedTo(user.id, eventRequests.id),
      );
      if (inCategories) filters.push(inCategories);
    }
    // A request on days the supplier has marked unavailable is muted unless asked for.
    if (!includeUnavailable) filters.push(sql`not ${supplierUnavailable}`);
  } else {
    filters.push(eq(eventRequests.organizerId, user.id));
  }
  const rows = await db
    .select({
      request: eventRequests,
      organizerName: users.name,
      organizerVerifiedAt: users.emailVerifiedAt,
      stats: organizerStats,
      // Left out by default, every listed request is one the supplier is free for: no need to ask twice.
      unavailability: includeUnavailable ? unavailability : sql<"booked" | "blocked" | null>`null`,
      invited:
        user.role === "supplier" ? isInvitedTo(user.id, eventRequests.id) : sql<boolean>`false`,
    })
    .from(eventRequests)
    .innerJoin(users, eq(users.id, eventRequests.organizerId))
    .leftJoin(organizerStats, eq(organizerStats.organizerId, eventRequests.organizerId))
    .where(and(...filters))
    .orderBy(desc(eventRequests.createdAt), desc(eventRequests.id));
  const summaries = await quoteSummaries(
    db,
    user,
    rows.map((row) => row.request.id),
  );
  return rows.map((row) => ({
    ...toRequestView(row.request, row.organizerName),
    quotes: summaries.get(row.request.id) ?? [],
    ...toLeadFacts(row.request, row.organizerVerifiedAt, row.stats),
    supplierUnavailable: row.unavailability !== null,
    supplierUnavailableBecause: row.unavailability,
    invited: Boolean(row.invited),
  }));
}

export async function listPastRequests(db: Db, organizer: UserRow): Promise<RequestView[]> {
  return selectViews(
    db,
    and(eq(eventRequests.organizerId, organizer.id), eq(eventRequests.status, "completed")),
  );
}

/** One request for any signed-in viewer, with its organizer's card and how many quotes it has. */
export async function getRequestDetail(
  db: Db,
  viewer: UserRow,
  id: number,
  now = new Date(),
): Promise<RequestDetail> {
  const [row] = await db
    .select({
      request: eventRequests,
      organizer: {
        id: users.id,
        name: users.name,
        profileImage: users.profileImage,
        createdAt: users.createdAt,
      },
      organizerVerifiedAt: users.emailVerifiedAt,
      stats: organizerStats,
    })
    .from(eventRequests)
    .innerJoin(users, eq(users.id, eventRequests.organizerId))
    .leftJoin(organizerStats, eq(organizerStats.organizerId, eventRequests.organizerId))
    .where(eq(eventRequests.id, id));
  const isOwner = row?.request.organizerId === viewer.id;
  // Until its organizer confirms their address, a request is theirs (and admins') alone to see.
  if (!row || (row.organizerVerifiedAt === null && !isOwner && viewer.role !== "admin"))
    throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  return {
    ...toRequestView(row.request, row.organizer.name),
    statusReason: row.request.statusReason,
    organizer: { ...row.organizer, createdAt: row.organizer.createdAt.toISOString() },
    ...toLeadFacts(row.request, row.organizerVerifiedAt, row.stats),
    isOwner,
    invited: viewer.role === "supplier" && (await wasInvited(db, viewer.id, id)),
    hasEventPassed: hasEventPassed(row.request, now),
    directoryPlace: isOwner ? directoryPlaceOf(row.request.location) : null,
    comparison: isOwner ? await requestComparisonOf(db, row.request) : null,
  };
}

function directoryPlaceOf(location: string): RequestDetail["directoryPlace"] {
  const place = findPlace(location);
  if (!place) return null;
  const { displayName, latitude, longitude } = place;
  return {
    name: displayName.split(",")[0] ?? displayName,
    location: displayName,
    latitude,
    longitude,
  };
}

export async function updateRequestStatus(
  db: Db,
  notifier: Notifier,
  organizer: UserRow,
  id: number,
  status: ClosingRequestStatus,
  reason: string | null,
  now = new Date(),
): Promise<RequestView> {
  const [existing] = await db
    .select({
      organizerId: eventRequests.organizerId,
      status: eventRequests.status,
      eventDateFrom: eventRequests.eventDateFrom,
      eventDateTo: eventRequests.eventDateTo,
    })
    .from(eventRequests)
    .where(eq(eventRequests.id, id))
    .limit(1);
  if (!existing) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  if (existing.organizerId !== organizer.id) throw forbidden(NOT_YOUR_REQUEST);
  // An event that has not happened yet cannot be done; closing it for another reason can be.
  if (status === "completed" && existing.status === "active" && !hasEventPassed(existing, now))
    throw conflict(COMPLETE_BEFORE_EVENT_MESSAGE);
  const { row, announcements } = await db.transaction(async (tx) => {
    // Conditional on still being active, so two parallel changes cannot both succeed.
    const [closed] = await tx
      .update(eventRequests)
      .set({ status, statusReason: reason, updatedAt: now, lastActivityAt: now })
      .where(
        and(
          eq(eventRequests.id, id),
          eq(eventRequests.organizerId, organizer.id),
          eq(eventRequests.status, "active"),
        ),
      )
      .returning();
    if (!closed) throw conflict(ONLY_ACTIVE_STATUS_MESSAGE);
    // An event that will not happen frees the days its accepted quotes booked.
    if (isEventCalledOff(status)) await releaseBookedDays(tx, id);
    // Closed without reading them: the free quotes sent to it give their places back now.
    return {
      row: closed,
      announcements: await returnAllowancesOfClosedRequest(tx, notifier, id, now),
    };
  });
  for (const announce of announcements) announce();
  return toRequestView(row, organizer.name);
}

/**
 * The owner raises their active request's cap, once, to at most `QUOTES_PER_REQUEST_MAX` (the
 * body's schema holds that bound). One conditional statement, so two raises cannot both pass.
 */
export async function raiseQuoteLimit(
  db: Db,
  organizer: UserRow,
  id: number,
  limit: number,
  now = new Date(),
): Promise<void> {
  const [existing] = await db
    .select({
      organizerId: eventRequests.organizerId,
      status: eventRequests.status,
      quoteLimit: eventRequests.quoteLimit,
      quoteLimitRaised: eventRequests.quoteLimitRaised,
    })
    .from(eventRequests)
    .where(eq(eventRequests.id, id));
  if (!existing) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  if (existing.organizerId !== organizer.id) throw forbidden(NOT_YOUR_REQUEST);
  if (existing.status !== "active") throw conflict(QUOTE_LIMIT_ACTIVE_MESSAGE);
  if (existing.quoteLimitRaised) throw conflict(QUOTE_LIMIT_RAISE_ONCE_MESSAGE);
  if (limit <= existing.quoteLimit)
    throw badRequest(QUOTE_LIMIT_ABOVE_CURRENT_MESSAGE, {
      limit: [QUOTE_LIMIT_ABOVE_CURRENT_MESSAGE],
    });
  const [raised] = await db
    .update(eventRequests)
    .set({ quoteLimit: limit, quoteLimitRaised: true, updatedAt: now, lastActivityAt: now })
    .where(
      and(
        eq(eventRequests.id, id),
        eq(eventRequests.status, "active"),
        eq(eventRequests.quoteLimitRaised, false),
        lt(eventRequests.quoteLimit, limit),
      ),
    )
    .returning({ id: eventRequests.id });
  if (!raised) throw conflict(QUOTE_LIMIT_RAISE_ONCE_MESSAGE);
}

/** The event's last day, in SQL: its end when it has one, else its only day. */
const lastEventDay = sql`coalesce(${eventRequests.eventDateTo}, ${eventRequests.eventDateFrom})`;

export const EXPIRED_EVENT_PASSED_NOTE = "Closed automatically: the event date has passed.";
export const EXPIRED_QUIET_NOTE = `Closed automatically after ${REQUEST_STALE_DAYS} days without a new quote or change.`;

/**
 * The scheduled sweep: active requests whose event has passed (in the UK) or that had no new
 * quote and no change for 30 days become `expired`, with a note; unread free quotes on them give
 * their places back, and the organizer is told. Each request in its own savepoint, each change
 * conditional on the request still being active, so a second sweep changes nothing.
 */
export async function expireRequests(
  tx: Db,
  notifier: Notifier,
  now: Date,
): Promise<{ expired: number; announcements: Array<() => void> }> {
  const today = ukToday(now);
  const quietSince = new Date(now.getTime() - REQUEST_STALE_DAYS * DAY_MS);
  const due = await tx
    .select({
      id: eventRequests.id,
      title: eventRequests.title,
      organizerId: eventRequests.organizerId,
      eventPassed: sql<boolean>`${lastEventDay} < ${today}::date`,
    })
    .from(eventRequests)
    .where(
      and(
        eq(eventRequests.status, "active"),
        or(sql`${lastEventDay} < ${today}::date`, lte(eventRequests.lastActivityAt, quietSince)),
      ),
    )
    .orderBy(eventRequests.id)
    .limit(500);
  const announcements: Array<() => void> = [];
  let expired = 0;
  for (const request of due) {
    await tx.transaction(async (savepoint) => {
      const note = request.eventPassed ? EXPIRED_EVENT_PASSED_NOTE : EXPIRED_QUIET_NOTE;
      const [closed] = await savepoint
        .update(eventRequests)
        .set({ status: "expired", statusReason: note, updatedAt: now })
        .where(and(eq(eventRequests.id, request.id), eq(eventRequests.status, "active")))
        .returning({ quoteCount: eventRequests.quoteCount });
      if (!closed) return;
      expired += 1;
      announcements.push(
        ...(await returnAllowancesOfClosedRequest(savepoint, notifier, request.id, now)),
      );
      const why = request.eventPassed
        ? "its event date has passed"
        : `it had no new quotes or changes for ${REQUEST_STALE_DAYS} days`;
      announcements.push(
        await notifier.notifyWithin(
          savepoint,
          [
            {
              userId: request.organizerId,
              type: "request",
              alert: "reminders",
              title: "Request expired",
              description: `"${request.title}" has closed because ${why}.`,
              linkTo: `/request/${request.id}`,
              email: {
                subject: `Your request ${request.title} has expired`,
                text: `"${request.title}" has closed because ${why}. Suppliers no longer see it.\n\nIf you still need suppliers, post a new request.`,
                actionLabel: "View the request",
              },
            },
          ],
          now,
        ),
      );
    });
  }
  return { expired, announcements };
}

/**
 * The scheduled sweep: an active request within 3 days of expiring reminds its organizer of the
 * quotes waiting, once (a new quote or change starts the count again and allows a new reminder).
 */
export async function remindExpiringRequests(
  tx: Db,
  notifier: Notifier,
  now: Date,
): Promise<{ reminded: number; announcements: Array<() => void> }> {
  const soon = new Date(now.getTime() + REQUEST_EXPIRY_REMINDER_DAYS * DAY_MS);
  const quietSince = new Date(soon.getTime() - REQUEST_STALE_DAYS * DAY_MS);
  // The event has passed by `soon` once its last day is before that day in the UK.
  const passedBy = ukToday(soon);
  const due = await tx
    .select({
      id: eventRequests.id,
      title: eventRequests.title,
      organizerId: eventRequests.organizerId,
      quoteCount: eventRequests.quoteCount,
    })
    .from(eventRequests)
    .where(
      and(
        eq(eventRequests.status, "active"),
        isNull(eventRequests.expiryRemindedAt),
        or(sql`${lastEventDay} < ${passedBy}::date`, lte(eventRequests.lastActivityAt, quietSince)),
      ),
    )
    .orderBy(eventRequests.id)
    .limit(500);
  const announcements: Array<() => void> = [];
  for (const request of due) {
    await tx.transaction(async (savepoint) => {
      const [marked] = await savepoint
        .update(eventRequests)
        .set({ expiryRemindedAt: now })
        .where(
          and(
            eq(eventRequests.id, request.id),
            eq(eventRequests.status, "active"),
            isNull(eventRequests.expiryRemindedAt),
          ),
        )
        .returning({ id: eventRequests.id });
      if (!marked) return;
      const waiting = request.quoteCount === 1 ? "1 quote is" : `${request.quoteCount} quotes are`;
      announcements.push(
        await notifier.notifyWithin(
          savepoint,
          [
            {
              userId: request.organizerId,
              type: "request",
              alert: "reminders",
              title: "Request closing soon",
              description: `"${request.title}" closes in ${REQUEST_EXPIRY_REMINDER_DAYS} days. ${waiting} waiting for you.`,
              linkTo: `/request/${request.id}`,
              email: {
                subject: `${request.title} closes in ${REQUEST_EXPIRY_REMINDER_DAYS} days`,
                text: `Your request "${request.title}" closes in ${REQUEST_EXPIRY_REMINDER_DAYS} days. ${waiting} waiting for you.\n\nCompare the quotes and accept the ones that suit your event before it closes.`,
                actionLabel: "View quotes",
              },
            },
          ],
          now,
        ),
      );
    });
  }
  return { reminded: announcements.length, announcements };
}
