import { and, desc, eq, gt, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { displayNameColumns } from "#server/db/columns";
import { violatedUniqueConstraint } from "#server/db/errors";
import type { UserRow } from "#server/db/schema";
import {
  bookings,
  eventRequests,
  organizerReviews,
  quotes,
  reviewReports,
  reviews,
  users,
} from "#server/db/schema";
import { conflict, forbidden, notFound } from "#server/lib/errors";
import type { Notifier } from "#server/lib/notifier-interface";
import { hasEventPassed } from "#server/modules/requests/requests.service";
import {
  ALREADY_REPLIED_MESSAGE,
  ALREADY_REVIEWED_MESSAGE,
  type ChangeReviewBody,
  type CreateReviewBody,
  NO_REPLY_MESSAGE,
  REPLY_EDIT_CLOSED_MESSAGE,
  REVIEW_NOT_ELIGIBLE_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_NOT_YOURS_MESSAGE,
  REVIEW_REPLY_EDIT_DAYS,
  REVIEW_REPLY_NOT_YOURS_MESSAGE,
  REVIEW_SHOWN_MESSAGE,
  type ReportReviewBody,
  type ReviewableBooking,
  type ReviewReply,
  type ReviewView,
  reviewAfterEventMessage,
} from "#shared/contracts/reviews";
import type { PublicReview } from "#shared/contracts/suppliers";
import { ukToday } from "#shared/domain/calendar-days";
import { DELETED_USER_NAME, displayName } from "#shared/domain/display-name";
import { reviewsShowOn } from "#shared/domain/two-way-reviews";
import { reportPublicReview } from "./review-reports";
import { refreshSupplierRating, showBookingReviews } from "./review-showing";

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
    shownAt: row.shownAt?.toISOString() ?? null,
    showsOn: row.showsOn,
  };
}

const acceptedBooking = (organizerId: number) =>
  and(eq(quotes.status, "accepted"), eq(eventRequests.organizerId, organizerId));

/** Locks a booking while one of its reviews is written, so the second writer sees the first. */
async function lockBooking(tx: Db, bookingId: number): Promise<void> {
  await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
}

export interface WrittenReview {
  review: ReviewView;
  /** True when it tells of a booked hire, and so waits for the supplier's review. */
  booked: boolean;
  /** Tells open pages of the notifications written with it (after the commit). */
  announce: () => void;
}

/**
 * Only the organizer who accepted this supplier's quote on this request may review, once. A
 * review of a booked hire waits for the supplier's review of the organizer, or for 14 days after
 * the event (docs/decisions/0059); one without a booking is shown at once, as it always was.
 */
export async function createReview(
  db: Db,
  notifier: Notifier,
  organizer: UserRow,
  input: CreateReviewInput,
  now: Date,
): Promise<WrittenReview> {
  try {
    return await db.transaction(async (tx) => {
      const [booking] = await tx
        .select({
          quoteId: quotes.id,
          eventDateFrom: eventRequests.eventDateFrom,
          eventDateTo: eventRequests.eventDateTo,
          bookingId: bookings.id,
          eventLastDay: bookings.eventLastDay,
        })
        .from(quotes)
        .innerJoin(eventRequests, eq(eventRequests.id, quotes.requestId))
        .leftJoin(bookings, eq(bookings.quoteId, quotes.id))
        .where(
          and(
            acceptedBooking(organizer.id),
            eq(quotes.requestId, input.requestId),
            eq(quotes.supplierId, input.supplierId),
          ),
        );
      if (!booking) throw forbidden(REVIEW_NOT_ELIGIBLE_MESSAGE);
      // A review tells how the event went, so it waits for the event (docs/decisions/0025).
      if (!hasEventPassed(booking, now))
        throw conflict(reviewAfterEventMessage(booking.eventDateTo ?? booking.eventDateFrom));
      const { bookingId, eventLastDay } = booking;
      if (bookingId !== null) await lockBooking(tx, bookingId);
      const showsOn = eventLastDay === null ? null : reviewsShowOn(eventLastDay);
      const [row] = await tx
        .insert(reviews)
        .values({
          supplierId: input.supplierId,
          organizerId: organizer.id,
          requestId: input.requestId,
          rating: input.rating,
          comment: input.comment,
          bookingId,
          shownAt: bookingId === null ? now : null,
          showsOn,
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      if (bookingId === null) {
        await refreshSupplierRating(tx, input.supplierId);
        return { review: toReviewView(row), booked: false, announce: () => undefined };
      }
      const [supplierReview] = await tx
        .select({ id: organizerReviews.id })
        .from(organizerReviews)
        .where(eq(organizerReviews.bookingId, bookingId));
      const due = supplierReview !== undefined || (showsOn !== null && showsOn <= ukToday(now));
      const announce = due
        ? await showBookingReviews(tx, notifier, bookingId, now)
        : () => undefined;
      const [current] = await tx.select().from(reviews).where(eq(reviews.id, row.id));
      return { review: toReviewView(current ?? row), booked: true, announce };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === "reviews_request_supplier_key")
      throw conflict(ALREADY_REVIEWED_MESSAGE);
    throw error;
  }
}

export type ChangeReviewInput = z.output<typeof ChangeReviewBody>;

/** Its author may change a review while it waits to be shown; once shown it stands (409). */
export async function changeReview(
  db: Db,
  user: UserRow,
  reviewId: number,
  input: ChangeReviewInput,
): Promise<ReviewView> {
  const [row] = await db
    .update(reviews)
    .set({ rating: input.rating, comment: input.comment })
    .where(and(eq(reviews.id, reviewId), eq(reviews.organizerId, user.id), isNull(reviews.shownAt)))
    .returning();
  if (row) return toReviewView(row);
  const [review] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  const isPublic = review?.hiddenAt === null && review.shownAt !== null;
  // A hidden or waiting review is nobody else's business: it does not exist for them.
  if (!review || (review.organizerId !== user.id && !isPublic))
    throw notFound(REVIEW_NOT_FOUND_MESSAGE);
  if (review.organizerId !== user.id) throw forbidden(REVIEW_NOT_YOURS_MESSAGE);
  throw conflict(REVIEW_SHOWN_MESSAGE);
}

/** The organizer's accepted quotes not yet reviewed, newest event first. */
export async function listReviewableBookings(
  db: Db,
  organizer: UserRow,
  filter: { supplierId?: number | undefined; requestId?: number | undefined },
  now: Date,
): Promise<ReviewableBooking[]> {
  const conditions: SQL[] = [];
  if (filter.supplierId) conditions.push(eq(quotes.supplierId, filter.supplierId));
  if (filter.requestId) conditions.push(eq(quotes.requestId, filter.requestId));
  const rows = await db
    .select({
      requestId: eventRequests.id,
      requestTitle: eventRequests.title,
      eventDate: eventRequests.eventDate,
      eventDateFrom: eventRequests.eventDateFrom,
      eventDateTo: eventRequests.eventDateTo,
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
  return rows.map((row) => {
    const isOpen = hasEventPassed(row, now);
    return {
      requestId: row.requestId,
      requestTitle: row.requestTitle,
      eventDate: row.eventDate,
      supplierId: row.supplierId,
      supplierName: displayName(row),
      isOpen,
      opensMessage: isOpen ? null : reviewAfterEventMessage(row.eventDateTo ?? row.eventDateFrom),
    };
  });
}

const DAY_MS = 86_400_000;
const REPLY_EDIT_MS = REVIEW_REPLY_EDIT_DAYS * DAY_MS;

/** A reply first posted after this instant may still be changed. */
export const replyEditableSince = (now: Date) => new Date(now.getTime() - REPLY_EDIT_MS);

/** Reviews of suppliers and of organizers keep their reply in columns of the same names. */
type ReplyColumns = Pick<
  typeof reviews.$inferSelect,
  "reply" | "replyCreatedAt" | "replyUpdatedAt"
>;

export function toReviewReply(row: ReplyColumns): ReviewReply | null {
  if (row.reply === null || !row.replyCreatedAt) return null;
  return {
    text: row.reply,
    createdAt: row.replyCreatedAt.toISOString(),
    updatedAt: (row.replyUpdatedAt ?? row.replyCreatedAt).toISOString(),
    editableUntil: new Date(row.replyCreatedAt.getTime() + REPLY_EDIT_MS).toISOString(),
  };
}

/** "2026-06" from the request's first event day; the month is all the public page needs. */
export const eventMonthOf = (eventDateFrom: string | null) => eventDateFrom?.slice(0, 7) ?? null;

/**
 * A supplier's visible reviews, newest first, each with the booked event's month, the
 * supplier's reply and whether the viewer has already reported it.
 */
export async function listPublicReviews(
  db: Db,
  supplierId: number,
  viewer: UserRow | null,
): Promise<PublicReview[]> {
  const rows = await db
    .select({
      review: reviews,
      eventDateFrom: eventRequests.eventDateFrom,
      organizerId: users.id,
      organizerName: users.name,
      organizerImage: users.profileImage,
      reportedAt: reviewReports.createdAt,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.organizerId))
    .leftJoin(eventRequests, eq(eventRequests.id, reviews.requestId))
    .leftJoin(
      reviewReports,
      and(eq(reviewReports.reviewId, reviews.id), eq(reviewReports.reporterId, viewer?.id ?? 0)),
    )
    .where(
      and(eq(reviews.supplierId, supplierId), isNull(reviews.hiddenAt), isNotNull(reviews.shownAt)),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => ({
    id: row.review.id,
    rating: row.review.rating,
    comment: row.review.comment,
    createdAt: row.review.createdAt.toISOString(),
    requestId: row.review.requestId,
    eventMonth: eventMonthOf(row.eventDateFrom),
    organizer: {
      id: row.organizerId,
      name: row.organizerName ?? DELETED_USER_NAME,
      profileImage: row.organizerImage,
    },
    reply: toReviewReply(row.review),
    reportedByViewer: row.reportedAt !== null,
  }));
}

/** A visible review, or 404: hidden and waiting reviews take neither replies nor reports. */
async function findVisibleReview(db: Db, reviewId: number) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt), isNotNull(reviews.shownAt)))
    .limit(1);
  if (!row) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
  return row;
}

/** The reviewed supplier answers once; the check and the write are one statement. */
export async function replyToReview(
  db: Db,
  user: UserRow,
  reviewId: number,
  text: string,
  now: Date,
): Promise<ReviewReply> {
  const [row] = await db
    .update(reviews)
    .set({ reply: text, replyCreatedAt: now, replyUpdatedAt: now })
    .where(
      and(
        eq(reviews.id, reviewId),
        eq(reviews.supplierId, user.id),
        isNull(reviews.hiddenAt),
        isNotNull(reviews.shownAt),
        isNull(reviews.reply),
      ),
    )
    .returning();
  const reply = row && toReviewReply(row);
  if (reply) return reply;
  const review = await findVisibleReview(db, reviewId);
  if (review.supplierId !== user.id) throw forbidden(REVIEW_REPLY_NOT_YOURS_MESSAGE);
  throw conflict(ALREADY_REPLIED_MESSAGE);
}

/** The supplier may change their reply for a week after first posting it, then it stands. */
export async function editReviewReply(
  db: Db,
  user: UserRow,
  reviewId: number,
  text: string,
  now: Date,
): Promise<ReviewReply> {
  const [row] = await db
    .update(reviews)
    .set({ reply: text, replyUpdatedAt: now })
    .where(
      and(
        eq(reviews.id, reviewId),
        eq(reviews.supplierId, user.id),
        isNull(reviews.hiddenAt),
        isNotNull(reviews.shownAt),
        isNotNull(reviews.reply),
        gt(reviews.replyCreatedAt, replyEditableSince(now)),
      ),
    )
    .returning();
  const reply = row && toReviewReply(row);
  if (reply) return reply;
  const review = await findVisibleReview(db, reviewId);
  if (review.supplierId !== user.id) throw forbidden(REVIEW_REPLY_NOT_YOURS_MESSAGE);
  if (review.reply === null) throw notFound(NO_REPLY_MESSAGE);
  throw forbidden(REPLY_EDIT_CLOSED_MESSAGE);
}

export type ReportReviewInput = z.output<typeof ReportReviewBody>;

/** Any signed-in user but the review's author flags it for the admins, once. */
export async function reportReview(
  db: Db,
  user: UserRow,
  reviewId: number,
  input: ReportReviewInput,
): Promise<void> {
  await reportPublicReview(
    db,
    reviewReports,
    user,
    reviewId,
    input.reason,
    async () => (await findVisibleReview(db, reviewId)).organizerId,
  );
}
