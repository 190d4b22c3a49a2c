import { and, desc, eq, gt, isNotNull, isNull, notInArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { violatedUniqueConstraint } from "#server/db/errors";
import type { UserRow } from "#server/db/schema";
import {
  bookings,
  eventRequests,
  organizerReviewReports,
  organizerReviews,
  reviews,
  users,
} from "#server/db/schema";
import { conflict, forbidden, notFound } from "#server/lib/errors";
import type { Notifier } from "#server/lib/notifier-interface";
import { BOOKING_NOT_FOUND_MESSAGE } from "#shared/contracts/bookings";
import {
  CANCELLED_BOOKING_REVIEW_MESSAGE,
  type CreateOrganizerReviewBody,
  ORGANIZER_ALREADY_REVIEWED_MESSAGE,
  ORGANIZER_REPLY_NOT_YOURS_MESSAGE,
  ORGANIZER_REVIEW_NOT_FOUND_MESSAGE,
  type OrganizerReviewableBooking,
  type OrganizerReviewView,
  type PublicOrganizerReview,
} from "#shared/contracts/organizer-reviews";
import {
  ALREADY_REPLIED_MESSAGE,
  type ChangeReviewBody,
  NO_REPLY_MESSAGE,
  REPLY_EDIT_CLOSED_MESSAGE,
  REVIEW_NOT_YOURS_MESSAGE,
  REVIEW_SHOWN_MESSAGE,
  type ReportReviewBody,
  type ReviewReply,
  reviewAfterEventMessage,
} from "#shared/contracts/reviews";
import { ukToday } from "#shared/domain/calendar-days";
import { DELETED_USER_NAME, displayName } from "#shared/domain/display-name";
import { reviewsShowOn } from "#shared/domain/two-way-reviews";
import { reportPublicReview } from "./review-reports";
import { showBookingReviews } from "./review-showing";
import { eventMonthOf, replyEditableSince, toReviewReply } from "./reviews.service";

type OrganizerReviewRow = typeof organizerReviews.$inferSelect;
export type CreateOrganizerReviewInput = z.output<typeof CreateOrganizerReviewBody>;

/** Shown by the two-way rule and not hidden by an admin: what the organizer's page lists. */
const isPublic = and(isNotNull(organizerReviews.shownAt), isNull(organizerReviews.hiddenAt));

/** Bookings whose event never happened: nothing to review. */
const CALLED_OFF = ["cancelled", "refunded"] as const;

function toOrganizerReviewView(row: OrganizerReviewRow): OrganizerReviewView {
  return {
    id: row.id,
    bookingId: row.bookingId,
    organizerId: row.organizerId,
    supplierId: row.supplierId,
    requestId: row.requestId,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    shownAt: row.shownAt?.toISOString() ?? null,
    showsOn: row.showsOn,
  };
}

/**
 * The supplier of a booked hire reviews its organizer once, after the event. The review waits
 * until the organizer has reviewed the supplier too, or until 14 days after the event
 * (docs/decisions/0059); whichever comes first shows both and tells each side.
 */
export async function createOrganizerReview(
  db: Db,
  notifier: Notifier,
  supplier: UserRow,
  input: CreateOrganizerReviewInput,
  now: Date,
): Promise<{ review: OrganizerReviewView; announce: () => void }> {
  try {
    return await db.transaction(async (tx) => {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, input.bookingId), eq(bookings.supplierId, supplier.id)))
        .for("update");
      // Anyone but the booking's supplier is told it does not exist, as on the booking pages.
      if (!booking) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
      if ((CALLED_OFF as readonly string[]).includes(booking.status))
        throw conflict(CANCELLED_BOOKING_REVIEW_MESSAGE);
      const today = ukToday(now);
      if (booking.eventLastDay >= today)
        throw conflict(reviewAfterEventMessage(booking.eventLastDay));
      const showsOn = reviewsShowOn(booking.eventLastDay);
      const [row] = await tx
        .insert(organizerReviews)
        .values({
          bookingId: booking.id,
          organizerId: booking.organizerId,
          supplierId: supplier.id,
          requestId: booking.requestId,
          rating: input.rating,
          comment: input.comment,
          shownAt: null,
          showsOn,
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      const [organizersReview] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.bookingId, booking.id));
      const due = organizersReview !== undefined || showsOn <= today;
      const announce = due
        ? await showBookingReviews(tx, notifier, booking.id, now)
        : () => undefined;
      const [current] = await tx
        .select()
        .from(organizerReviews)
        .where(eq(organizerReviews.id, row.id));
      return { review: toOrganizerReviewView(current ?? row), announce };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === "organizer_reviews_booking_key")
      throw conflict(ORGANIZER_ALREADY_REVIEWED_MESSAGE);
    throw error;
  }
}

/** Its author may change the review while it waits to be shown; once shown it stands (409). */
export async function changeOrganizerReview(
  db: Db,
  user: UserRow,
  reviewId: number,
  input: z.output<typeof ChangeReviewBody>,
): Promise<OrganizerReviewView> {
  const [row] = await db
    .update(organizerReviews)
    .set({ rating: input.rating, comment: input.comment })
    .where(
      and(
        eq(organizerReviews.id, reviewId),
        eq(organizerReviews.supplierId, user.id),
        isNull(organizerReviews.shownAt),
      ),
    )
    .returning();
  if (row) return toOrganizerReviewView(row);
  const [review] = await db
    .select()
    .from(organizerReviews)
    .where(eq(organizerReviews.id, reviewId));
  if (!review) throw notFound(ORGANIZER_REVIEW_NOT_FOUND_MESSAGE);
  if (review.supplierId !== user.id) {
    // A waiting or hidden review is nobody else's business: it does not exist for them.
    if (review.shownAt === null || review.hiddenAt !== null)
      throw notFound(ORGANIZER_REVIEW_NOT_FOUND_MESSAGE);
    throw forbidden(REVIEW_NOT_YOURS_MESSAGE);
  }
  throw conflict(REVIEW_SHOWN_MESSAGE);
}

/** A shown review no admin has hidden, or 404: others take neither replies nor reports. */
async function findPublicOrganizerReview(db: Db, reviewId: number): Promise<OrganizerReviewRow> {
  const [review] = await db
    .select()
    .from(organizerReviews)
    .where(and(eq(organizerReviews.id, reviewId), isPublic));
  if (!review) throw notFound(ORGANIZER_REVIEW_NOT_FOUND_MESSAGE);
  return review;
}

/** Any signed-in user but its author flags a shown review for the admins, once. */
export async function reportOrganizerReview(
  db: Db,
  user: UserRow,
  reviewId: number,
  input: z.output<typeof ReportReviewBody>,
): Promise<void> {
  await reportPublicReview(
    db,
    organizerReviewReports,
    user,
    reviewId,
    input.reason,
    async () => (await findPublicOrganizerReview(db, reviewId)).supplierId,
  );
}

/**
 * The reviewed organizer answers a shown review once, as suppliers answer theirs
 * (docs/decisions/0025); the check and the write are one statement.
 */
export async function replyToOrganizerReview(
  db: Db,
  user: UserRow,
  reviewId: number,
  text: string,
  now: Date,
): Promise<{ reply: ReviewReply; review: OrganizerReviewRow }> {
  const [row] = await db
    .update(organizerReviews)
    .set({ reply: text, replyCreatedAt: now, replyUpdatedAt: now })
    .where(
      and(
        eq(organizerReviews.id, reviewId),
        eq(organizerReviews.organizerId, user.id),
        isPublic,
        isNull(organizerReviews.reply),
      ),
    )
    .returning();
  const reply = row && toReviewReply(row);
  if (row && reply) return { reply, review: row };
  const review = await findPublicOrganizerReview(db, reviewId);
  if (review.organizerId !== user.id) throw forbidden(ORGANIZER_REPLY_NOT_YOURS_MESSAGE);
  throw conflict(ALREADY_REPLIED_MESSAGE);
}

/** The organizer may change their reply for a week after first posting it, then it stands. */
export async function editOrganizerReviewReply(
  db: Db,
  user: UserRow,
  reviewId: number,
  text: string,
  now: Date,
): Promise<ReviewReply> {
  const [row] = await db
    .update(organizerReviews)
    .set({ reply: text, replyUpdatedAt: now })
    .where(
      and(
        eq(organizerReviews.id, reviewId),
        eq(organizerReviews.organizerId, user.id),
        isPublic,
        isNotNull(organizerReviews.reply),
        gt(organizerReviews.replyCreatedAt, replyEditableSince(now)),
      ),
    )
    .returning();
  const reply = row && toReviewReply(row);
  if (reply) return reply;
  const review = await findPublicOrganizerReview(db, reviewId);
  if (review.organizerId !== user.id) throw forbidden(ORGANIZER_REPLY_NOT_YOURS_MESSAGE);
  if (review.reply === null) throw notFound(NO_REPLY_MESSAGE);
  throw forbidden(REPLY_EDIT_CLOSED_MESSAGE);
}

/** The supplier's booked hires whose organizer they have not reviewed, newest event first. */
export async function listOrganizerReviewableBookings(
  db: Db,
  supplier: UserRow,
  filter: { organizerId?: number | undefined },
  now: Date,
): Promise<OrganizerReviewableBooking[]> {
  const rows = await db
    .select({
      bookingId: bookings.id,
      requestTitle: eventRequests.title,
      eventDate: eventRequests.eventDate,
      eventLastDay: bookings.eventLastDay,
      organizerId: users.id,
      organizerName: users.name,
    })
    .from(bookings)
    .innerJoin(eventRequests, eq(eventRequests.id, bookings.requestId))
    .innerJoin(users, eq(users.id, bookings.organizerId))
    .leftJoin(organizerReviews, eq(organizerReviews.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.supplierId, supplier.id),
        notInArray(bookings.status, [...CALLED_OFF]),
        isNull(organizerReviews.id),
        filter.organizerId ? eq(bookings.organizerId, filter.organizerId) : undefined,
      ),
    )
    .orderBy(desc(bookings.eventFirstDay), desc(bookings.id));
  const today = ukToday(now);
  return rows.map(({ eventLastDay, ...row }) => {
    const isOpen = eventLastDay < today;
    return {
      ...row,
      isOpen,
      opensMessage: isOpen ? null : reviewAfterEventMessage(eventLastDay),
    };
  });
}

/** An organizer's shown reviews, newest first, each with its event's month and its author. */
export async function listPublicOrganizerReviews(
  db: Db,
  organizerId: number,
  viewer: UserRow | null,
): Promise<PublicOrganizerReview[]> {
  const rows = await db
    .select({
      review: organizerReviews,
      eventDateFrom: eventRequests.eventDateFrom,
      supplierId: users.id,
      supplierName: users.name,
      supplierUsername: users.username,
      supplierRole: users.role,
      supplierBusinessName: users.businessName,
      supplierImage: users.profileImage,
      reportedAt: organizerReviewReports.createdAt,
    })
    .from(organizerReviews)
    .leftJoin(users, eq(users.id, organizerReviews.supplierId))
    .leftJoin(eventRequests, eq(eventRequests.id, organizerReviews.requestId))
    .leftJoin(
      organizerReviewReports,
      and(
        eq(organizerReviewReports.reviewId, organizerReviews.id),
        eq(organizerReviewReports.reporterId, viewer?.id ?? 0),
      ),
    )
    .where(and(eq(organizerReviews.organizerId, organizerId), isPublic))
    .orderBy(desc(organizerReviews.shownAt), desc(organizerReviews.id));
  return rows.map((row) => ({
    id: row.review.id,
    rating: row.review.rating,
    comment: row.review.comment,
    createdAt: row.review.createdAt.toISOString(),
    eventMonth: eventMonthOf(row.eventDateFrom),
    supplier: {
      id: row.supplierId,
      name:
        row.supplierName === null || row.supplierRole === null
          ? DELETED_USER_NAME
          : displayName({
              name: row.supplierName,
              username: row.supplierUsername,
              role: row.supplierRole,
              businessName: row.supplierBusinessName,
            }),
      profileImage: row.supplierImage,
    },
    reply: toReviewReply(row.review),
    reportedByViewer: row.reportedAt !== null,
  }));
}
