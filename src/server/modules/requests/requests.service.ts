import {
  and,
  arrayContains,
  arrayOverlaps,
  desc,
  eq,
  inArray,
  isNotNull,
  type SQL,
} from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { eventRequests, organizerStats, quotes, users } from "#server/db/schema";
import { badRequest, conflict, forbidden, notFound } from "#server/lib/errors";
import { geocodePlace } from "#server/lib/geo/gazetteer";
import {
  type ClosingRequestStatus,
  COMPLETE_BEFORE_EVENT_MESSAGE,
  type CreateRequestBody,
  END_BEFORE_START_MESSAGE,
  ONLY_ACTIVE_STATUS_MESSAGE,
  type OrganizerStats,
  REQUEST_NOT_FOUND_MESSAGE,
  type RequestDetail,
  type RequestLeadFacts,
  type RequestListItem,
  type RequestQuoteSummary,
  type RequestView,
  START_DATE_PAST_MESSAGE,
} from "#shared/contracts/requests";
import type { CategoryKey } from "#shared/domain/categories";
import { REQUEST_STALE_DAYS } from "#shared/domain/fair-leads";

export const NOT_YOUR_REQUEST = "You can only change your own requests.";

type RequestRow = typeof eventRequests.$inferSelect;
type OrganizerStatsRow = typeof organizerStats.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
export type CreateRequestInput = z.output<typeof CreateRequestBody>;

const ukDateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in the UK as YYYY-MM-DD. */
export function ukToday(now: Date = new Date()): string {
  return ukDateFormat.format(now);
}

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
): Promise<RequestView> {
  const from = input.eventDateFrom;
  const to = input.eventDateTo;
  // ISO dates compare correctly as strings.
  if (from < ukToday())
    throw badRequest(START_DATE_PAST_MESSAGE, { eventDateFrom: [START_DATE_PAST_MESSAGE] });
  if (to !== null && to < from)
    throw badRequest(END_BEFORE_START_MESSAGE, { eventDateTo: [END_BEFORE_START_MESSAGE] });
  const place = geocodePlace(input.location);
  const [row] = await db
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
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
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
  category?: CategoryKey,
): Promise<RequestListItem[]> {
  const filters: SQL[] = [];
  if (category) filters.push(arrayContains(eventRequests.categories, [category]));
  if (user.role === "supplier") {
    filters.push(eq(eventRequests.status, "active"));
    // An organizer's requests wait unseen until their address is confirmed.
    filters.push(isNotNull(users.emailVerifiedAt));
    if (user.categories.length > 0)
      filters.push(arrayOverlaps(eventRequests.categories, user.categories));
  } else {
    filters.push(eq(eventRequests.organizerId, user.id));
  }
  const rows = await db
    .select({
      request: eventRequests,
      organizerName: users.name,
      organizerVerifiedAt: users.emailVerifiedAt,
      stats: organizerStats,
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
    hasEventPassed: hasEventPassed(row.request),
  };
}

export async function updateRequestStatus(
  db: Db,
  organizer: UserRow,
  id: number,
  status: ClosingRequestStatus,
  reason: string | null,
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
  if (status === "completed" && existing.status === "active" && !hasEventPassed(existing))
    throw conflict(COMPLETE_BEFORE_EVENT_MESSAGE);
  // Conditional on still being active, so two parallel changes cannot both succeed.
  const [row] = await db
    .update(eventRequests)
    .set({ status, statusReason: reason, updatedAt: new Date() })
    .where(
      and(
        eq(eventRequests.id, id),
        eq(eventRequests.organizerId, organizer.id),
        eq(eventRequests.status, "active"),
      ),
    )
    .returning();
  if (!row) throw conflict(ONLY_ACTIVE_STATUS_MESSAGE);
  return toRequestView(row, organizer.name);
}
