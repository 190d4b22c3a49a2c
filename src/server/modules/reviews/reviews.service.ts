import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { displayNameColumns } from "#server/db/columns";
import { violatedUniqueConstraint } from "#server/db/errors";
import type { UserRow } from "#server/db/schema";
import { eventRequests, quotes, reviews, users } from "#server/db/schema";
import { conflict, forbidden } from "#server/lib/errors";
import {
  ALREADY_REVIEWED_MESSAGE,
  type CreateReviewBody,
  REVIEW_NOT_ELIGIBLE_MESSAGE,
  type ReviewableBooking,
  type ReviewView,
} from "#shared/contracts/reviews";
import { displayName } from "#shared/domain/display-name";

export type CreateReviewInput = z.output<typeof CreateReviewBody>;

function toReviewView(row: typeof reviews.$inferSelect): ReviewView {
  return {
    id: row.id,
    supplierId: row.supplierId,
    organizerId: row.organizerId,
    requestId: row.requestId,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Keeps a supplier's average and count in step with their visible reviews, so directory cards,
 * profiles and the top-rated ranking all read the same figures from indexed columns.
 */
export async function refreshSupplierRating(db: Db, supplierId: number): Promise<void> {
  const visible = and(eq(reviews.supplierId, supplierId), isNull(reviews.hiddenAt));
  await db
    .update(users)
    .set({
      avgRating: sql`coalesce((select avg(${reviews.rating}) from ${reviews} where ${visible}), 0)`,
      reviewCount: sql`(select count(*) from ${reviews} where ${visible})`,
    })
    .where(eq(users.id, supplierId));
}

const acceptedBooking = (organizerId: number) =>
  and(eq(quotes.status, "accepted"), eq(eventRequests.organizerId, organizerId));

/** Only the organizer who accepted this supplier's quote on this request may review, once. */
export async function createReview(
  db: Db,
  organizer: UserRow,
  input: CreateReviewInput,
): Promise<ReviewView> {
  try {
    return await db.transaction(async (tx) => {
      const [booking] = await tx
        .select({ quoteId: quotes.id })
        .from(quotes)
        .innerJoin(eventRequests, eq(eventRequests.id, quotes.requestId))
        .where(
          and(
            acceptedBooking(organizer.id),
            eq(quotes.requestId, input.requestId),
            eq(quotes.supplierId, input.supplierId),
          ),
        );
      if (!booking) throw forbidden(REVIEW_NOT_ELIGIBLE_MESSAGE);
      const [row] = await tx
        .insert(reviews)
        .values({
          supplierId: input.supplierId,
          organizerId: organizer.id,
          requestId: input.requestId,
          rating: input.rating,
          comment: input.comment,
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      await refreshSupplierRating(tx, input.supplierId);
      return toReviewView(row);
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === "reviews_request_supplier_key")
      throw conflict(ALREADY_REVIEWED_MESSAGE);
    throw error;
  }
}

/** The organizer's accepted quotes not yet reviewed, newest event first. */
export async function listReviewableBookings(
  db: Db,
  organizer: UserRow,
  filter: { supplierId?: number | undefined; requestId?: number | undefined },
): Promise<ReviewableBooking[]> {
  const conditions: SQL[] = [];
  if (filter.supplierId) conditions.push(eq(quotes.supplierId, filter.supplierId));
  if (filter.requestId) conditions.push(eq(quotes.requestId, filter.requestId));
  const rows = await db
    .select({
      requestId: eventRequests.id,
      requestTitle: eventRequests.title,
      eventDate: eventRequests.eventDate,
      supplierId: users.id,
      ...displayNameColumns(users),
    })
    .from(quotes)
    .innerJoin(eventRequests, eq(eventRequests.id, quotes.requestId))
    .innerJoin(users, eq(users.id, quotes.supplierId))
    .leftJoin(
      reviews,
      and(eq(reviews.requestId, quotes.requestId), eq(reviews.supplierId, quotes.supplierId)),
    )
    .where(and(acceptedBooking(organizer.id), isNull(reviews.id), ...conditions))
    .orderBy(desc(eventRequests.eventDateFrom), desc(eventRequests.id));
  return rows.map((row) => ({
    requestId: row.requestId,
    requestTitle: row.requestTitle,
    eventDate: row.eventDate,
    supplierId: row.supplierId,
    supplierName: displayName(row),
  }));
}
