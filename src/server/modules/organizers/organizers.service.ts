import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { eventRequests, organizerStats, quotes, users } from "#server/db/schema";
import { notFound } from "#server/lib/errors";
import { townOf } from "#server/lib/geo/town";
import { isEmailVerified } from "#server/modules/email-verification/email-verification.service";
import { listPublicOrganizerReviews } from "#server/modules/reviews/organizer-reviews.service";
import { toPublicUser } from "#server/modules/users/users.service";
import type { PublicOrganizerReview } from "#shared/contracts/organizer-reviews";
import type { OrganizerRequestSummary } from "#shared/contracts/organizers";
import type { OrganizerProfile } from "#shared/contracts/users";

export const ORGANIZER_NOT_FOUND = "Organizer not found.";

async function findOrganizer(db: Db, id: number): Promise<UserRow> {
  const [organizer] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "organizer"), isNull(users.suspendedAt)))
    .limit(1);
  if (!organizer) throw notFound(ORGANIZER_NOT_FOUND);
  return organizer;
}

/**
 * An organizer whose address is not confirmed has requests that are kept but not listed
 * (docs/decisions/0017): their public page shows none of them, nor counts them.
 */
const hasPublicRequests = (organizer: UserRow) => isEmailVerified(organizer);

/** Suppliers' shown reviews of the organizer, as kept in `organizer_stats`. */
async function ratingOf(db: Db, id: number) {
  const [stats] = await db
    .select({ avgRating: organizerStats.avgRating, reviewCount: organizerStats.reviewCount })
    .from(organizerStats)
    .where(eq(organizerStats.organizerId, id));
  return {
    avgRating: Math.round((stats?.avgRating ?? 0) * 10) / 10,
    reviewCount: stats?.reviewCount ?? 0,
  };
}

export async function getOrganizerProfile(db: Db, id: number): Promise<OrganizerProfile> {
  const organizer = await findOrganizer(db, id);
  const rating = await ratingOf(db, id);
  if (!hasPublicRequests(organizer))
    return { ...toPublicUser(organizer), requestsCount: 0, completedCount: 0, ...rating };
  const [counts] = await db
    .select({
      requestsCount: count(),
      completedCount:
        sql<number>`count(*) filter (where ${eventRequests.status} = 'completed')`.mapWith(Number),
    })
    .from(eventRequests)
    .where(eq(eventRequests.organizerId, id));
  return {
    ...toPublicUser(organizer),
    requestsCount: counts?.requestsCount ?? 0,
    completedCount: counts?.completedCount ?? 0,
    ...rating,
  };
}

/** Suppliers' shown reviews of the organizer, newest first. */
export async function listOrganizerReviews(
  db: Db,
  id: number,
  viewer: UserRow | null,
): Promise<PublicOrganizerReview[]> {
  await findOrganizer(db, id);
  return listPublicOrganizerReviews(db, id, viewer);
}

/**
 * The organizer's event history as their public profile lists it, newest first. A location is
 * shown as its town: a party at home must not publish the organizer's street.
 */
export async function listOrganizerRequests(
  db: Db,
  id: number,
): Promise<OrganizerRequestSummary[]> {
  const organizer = await findOrganizer(db, id);
  if (!hasPublicRequests(organizer)) return [];
  const rows = await db
    .select({
      id: eventRequests.id,
      title: eventRequests.title,
      eventDate: eventRequests.eventDate,
      location: eventRequests.location,
      status: eventRequests.status,
      categories: eventRequests.categories,
      createdAt: eventRequests.createdAt,
      quoteCount: count(quotes.id),
    })
    .from(eventRequests)
    .leftJoin(quotes, eq(quotes.requestId, eventRequests.id))
    .where(eq(eventRequests.organizerId, id))
    .groupBy(eventRequests.id)
    .orderBy(desc(eventRequests.createdAt), desc(eventRequests.id));
  return rows.map(({ location, ...row }) => ({
    ...row,
    town: townOf(location),
    createdAt: row.createdAt.toISOString(),
  }));
}
