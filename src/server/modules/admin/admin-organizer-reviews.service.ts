import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { displayNameColumns } from "#server/db/columns";
import { eventRequests, organizerReviewReports, organizerReviews, users } from "#server/db/schema";
import { conflict, notFound } from "#server/lib/errors";
import { refreshOrganizerRating } from "#server/modules/reviews/review-showing";
import { eventMonthOf } from "#server/modules/reviews/reviews.service";
import {
  type AdminOrganizerReviewPage,
  type AdminOrganizerReviewView,
  type AdminReviewQuery,
  ALREADY_HIDDEN_MESSAGE,
  NOT_HIDDEN_MESSAGE,
} from "#shared/contracts/admin";
import { ORGANIZER_REVIEW_NOT_FOUND_MESSAGE } from "#shared/contracts/organizer-reviews";
import { DELETED_USER_NAME, displayName } from "#shared/domain/display-name";

type ReviewSearch = z.output<typeof AdminReviewQuery>;

const organizer = alias(users, "organizer");
const supplier = alias(users, "supplier");

const reported = sql`exists (select 1 from ${organizerReviewReports} where ${organizerReviewReports.reviewId} = ${organizerReviews.id})`;

const visibilityCondition: Record<ReviewSearch["visibility"], SQL | undefined> = {
  all: undefined,
  visible: isNull(organizerReviews.hiddenAt),
  hidden: isNotNull(organizerReviews.hiddenAt),
  reported,
};

const reportCount = sql<number>`(select count(*)::int from ${organizerReviewReports} where ${organizerReviewReports.reviewId} = ${organizerReviews.id})`;
const reportReasons = sql<
  string[]
>`(select coalesce(array_agg(${organizerReviewReports.reason} order by ${organizerReviewReports.createdAt} desc), '{}') from ${organizerReviewReports} where ${organizerReviewReports.reviewId} = ${organizerReviews.id} and ${organizerReviewReports.reason} is not null)`;

async function selectOrganizerReviews(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<AdminOrganizerReviewView[]> {
  const query = db
    .select({
      review: organizerReviews,
      organizer: displayNameColumns(organizer),
      supplier: displayNameColumns(supplier),
      requestTitle: eventRequests.title,
      eventDateFrom: eventRequests.eventDateFrom,
      reportCount,
      reportReasons,
    })
    .from(organizerReviews)
    .innerJoin(organizer, eq(organizer.id, organizerReviews.organizerId))
    .leftJoin(supplier, eq(supplier.id, organizerReviews.supplierId))
    .leftJoin(eventRequests, eq(eventRequests.id, organizerReviews.requestId))
    .where(where)
    .orderBy(desc(organizerReviews.createdAt), desc(organizerReviews.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => ({
    id: row.review.id,
    rating: row.review.rating,
    comment: row.review.comment,
    createdAt: row.review.createdAt.toISOString(),
    organizerId: row.review.organizerId,
    organizerName: displayName(row.organizer),
    supplierId: row.review.supplierId,
    supplierName: row.supplier ? displayName(row.supplier) : DELETED_USER_NAME,
    requestId: row.review.requestId,
    requestTitle: row.requestTitle,
    eventMonth: eventMonthOf(row.eventDateFrom),
    shownAt: row.review.shownAt?.toISOString() ?? null,
    hiddenAt: row.review.hiddenAt?.toISOString() ?? null,
    hiddenReason: row.review.hiddenReason,
    reply: row.review.reply,
    reportCount: Number(row.reportCount),
    reportReasons: row.reportReasons,
  }));
}

/** Every review of an organizer, waiting and hidden ones included, newest first. */
export async function listOrganizerReviewsForAdmin(
  db: Db,
  query: ReviewSearch,
): Promise<AdminOrganizerReviewPage> {
  const where = visibilityCondition[query.visibility];
  const [items, [totals]] = await Promise.all([
    selectOrganizerReviews(db, where, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    db.select({ total: count() }).from(organizerReviews).where(where),
  ]);
  return { items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * Hides or shows a review of an organizer and recomputes the organizer's rating in the same
 * transaction, so what suppliers read before quoting never counts a hidden review.
 */
async function setHidden(db: Db, id: number, hidden: { reason: string } | null, now: Date) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: organizerReviews.id })
      .from(organizerReviews)
      .where(eq(organizerReviews.id, id));
    if (!existing) throw notFound(ORGANIZER_REVIEW_NOT_FOUND_MESSAGE);
    const [updated] = await tx
      .update(organizerReviews)
      .set(
        hidden
          ? { hiddenAt: now, hiddenReason: hidden.reason }
          : { hiddenAt: null, hiddenReason: null },
      )
      .where(
        and(
          eq(organizerReviews.id, id),
          hidden ? isNull(organizerReviews.hiddenAt) : isNotNull(organizerReviews.hiddenAt),
        ),
      )
      .returning({ organizerId: organizerReviews.organizerId });
    if (!updated) throw conflict(hidden ? ALREADY_HIDDEN_MESSAGE : NOT_HIDDEN_MESSAGE);
    await refreshOrganizerRating(tx, updated.organizerId);
    const [view] = await selectOrganizerReviews(tx, eq(organizerReviews.id, id));
    if (!view) throw notFound(ORGANIZER_REVIEW_NOT_FOUND_MESSAGE);
    return view;
  });
}

export function hideOrganizerReview(
  db: Db,
  id: number,
  reason: string,
  now: Date,
): Promise<AdminOrganizerReviewView> {
  return setHidden(db, id, { reason }, now);
}

export function unhideOrganizerReview(
  db: Db,
  id: number,
  now: Date,
): Promise<AdminOrganizerReviewView> {
  return setHidden(db, id, null, now);
}
