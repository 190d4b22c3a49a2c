import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { displayNameColumns } from "#server/db/columns";
import { eventRequests, reviewReports, reviews, users } from "#server/db/schema";
import { conflict, notFound } from "#server/lib/errors";
import { refreshSupplierRating } from "#server/modules/reviews/review-showing";
import { eventMonthOf } from "#server/modules/reviews/reviews.service";
import {
  type AdminReviewPage,
  type AdminReviewQuery,
  type AdminReviewView,
  ALREADY_HIDDEN_MESSAGE,
  NOT_HIDDEN_MESSAGE,
} from "#shared/contracts/admin";
import { REVIEW_NOT_FOUND_MESSAGE } from "#shared/contracts/reviews";
import { DELETED_USER_NAME, displayName } from "#shared/domain/display-name";

type ReviewSearch = z.output<typeof AdminReviewQuery>;

const supplier = alias(users, "supplier");
const organizer = alias(users, "organizer");

const visibilityCondition: Record<ReviewSearch["visibility"], SQL | undefined> = {
  all: undefined,
  visible: isNull(reviews.hiddenAt),
  hidden: isNotNull(reviews.hiddenAt),
  reported: sql`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id})`,
};

const reportCount = sql<number>`(select count(*)::int from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id})`;
const reportReasons = sql<
  string[]
>`(select coalesce(array_agg(${reviewReports.reason} order by ${reviewReports.createdAt} desc), '{}') from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.reason} is not null)`;

async function selectReviews(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<AdminReviewView[]> {
  const query = db
    .select({
      review: reviews,
      supplier: { ...displayNameColumns(supplier), urlSlug: supplier.urlSlug },
      organizer: displayNameColumns(organizer),
      requestTitle: eventRequests.title,
      eventDateFrom: eventRequests.eventDateFrom,
      reportCount,
      reportReasons,
    })
    .from(reviews)
    .innerJoin(supplier, eq(supplier.id, reviews.supplierId))
    .leftJoin(organizer, eq(organizer.id, reviews.organizerId))
    .leftJoin(eventRequests, eq(eventRequests.id, reviews.requestId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => ({
    id: row.review.id,
    rating: row.review.rating,
    comment: row.review.comment,
    createdAt: row.review.createdAt.toISOString(),
    supplierId: row.review.supplierId,
    supplierName: displayName(row.supplier),
    supplierSlug: row.supplier.urlSlug,
    organizerId: row.review.organizerId,
    organizerName: row.organizer ? displayName(row.organizer) : DELETED_USER_NAME,
    requestId: row.review.requestId,
    requestTitle: row.requestTitle,
    eventMonth: eventMonthOf(row.eventDateFrom),
    hiddenAt: row.review.hiddenAt?.toISOString() ?? null,
    hiddenReason: row.review.hiddenReason,
    reply: row.review.reply,
    reportCount: Number(row.reportCount),
    reportReasons: row.reportReasons,
  }));
}

/** Every review, hidden ones included, newest first. */
export async function listReviewsForAdmin(db: Db, query: ReviewSearch): Promise<AdminReviewPage> {
  const where = visibilityCondition[query.visibility];
  const [items, [totals]] = await Promise.all([
    selectReviews(db, where, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * Hides or shows a review and recomputes the supplier's average and count in the same
 * transaction, so the directory and profile never show a rating built from hidden reviews.
 */
async function setHidden(db: Db, id: number, hidden: { reason: string } | null) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.id, id))
      .limit(1);
    if (!existing) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
    const [updated] = await tx
      .update(reviews)
      .set(
        hidden
          ? { hiddenAt: new Date(), hiddenReason: hidden.reason }
          : { hiddenAt: null, hiddenReason: null },
      )
      .where(
        and(eq(reviews.id, id), hidden ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt)),
      )
      .returning({ supplierId: reviews.supplierId });
    if (!updated) throw conflict(hidden ? ALREADY_HIDDEN_MESSAGE : NOT_HIDDEN_MESSAGE);
    await refreshSupplierRating(tx, updated.supplierId);
    const [view] = await selectReviews(tx, eq(reviews.id, id));
    if (!view) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
    return view;
  });
}

export function hideReview(db: Db, id: number, reason: string): Promise<AdminReviewView> {
  return setHidden(db, id, { reason });
}

export function unhideReview(db: Db, id: number): Promise<AdminReviewView> {
  return setHidden(db, id, null);
}
