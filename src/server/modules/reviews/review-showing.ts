import { and, asc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { organizerReviews, organizerStats, reviews, users } from "#server/db/schema";
import type { Notifier, NotifyInput } from "#server/lib/notifier-interface";
import { ukToday } from "#shared/domain/calendar-days";
import { DELETED_USER_NAME, displayName } from "#shared/domain/display-name";
import { ratingLabel } from "#shared/domain/ratings";
import { pages } from "#shared/paths";

/** At most this many waiting reviews of each kind are shown per sweep. */
const SWEEP_BATCH = 500;

/**
 * Keeps a supplier's average and count in step with their visible reviews, so directory cards,
 * profiles and the top-rated ranking all read the same figures from indexed columns.
 */
export async function refreshSupplierRating(db: Db, supplierId: number): Promise<void> {
  const visible = and(
    eq(reviews.supplierId, supplierId),
    isNull(reviews.hiddenAt),
    isNotNull(reviews.shownAt),
  );
  await db
    .update(users)
    .set({
      avgRating: sql`coalesce((select avg(${reviews.rating}) from ${reviews} where ${visible}), 0)`,
      reviewCount: sql`(select count(*) from ${reviews} where ${visible})`,
    })
    .where(eq(users.id, supplierId));
}

/**
 * Keeps the organizer's average and count (in `organizer_stats`, which suppliers read before
 * quoting) in step with suppliers' shown reviews of them that no admin has hidden.
 */
export async function refreshOrganizerRating(db: Db, organizerId: number): Promise<void> {
  const shown = and(
    eq(organizerReviews.organizerId, organizerId),
    isNull(organizerReviews.hiddenAt),
    isNotNull(organizerReviews.shownAt),
  );
  await db
    .insert(organizerStats)
    .values({
      organizerId,
      avgRating: sql`coalesce((select avg(${organizerReviews.rating}) from ${organizerReviews} where ${shown}), 0)`,
      reviewCount: sql`(select count(*) from ${organizerReviews} where ${shown})`,
    })
    .onConflictDoUpdate({
      target: organizerStats.organizerId,
      set: { avgRating: sql`excluded.avg_rating`, reviewCount: sql`excluded.review_count` },
    });
}

interface ShownReview {
  id: number;
  rating: number;
  /** Who the review is about: they are told it now shows. */
  subjectId: number | null;
  authorId: number | null;
}

async function nameOf(db: Db, userId: number | null): Promise<string> {
  if (userId === null) return DELETED_USER_NAME;
  const [user] = await db
    .select({
      name: users.name,
      username: users.username,
      role: users.role,
      businessName: users.businessName,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user ? displayName(user) : DELETED_USER_NAME;
}

/** Where each side's shown review is published, and what its subject may do about it. */
const shownReviewPlaces = {
  ofSupplier: {
    page: "profile",
    href: (subjectId: number) => pages.supplier.href(subjectId),
    emailEnd: "is now public on your EventEazy profile.\n\nYou can post one public reply to it.",
  },
  ofOrganizer: {
    page: "organizer page",
    href: (subjectId: number) => pages.organizer.href(subjectId),
    emailEnd:
      "is now public on your EventEazy organizer page, where suppliers see it before they quote.",
  },
} as const;

async function noticeOfShownReview(
  db: Db,
  review: ShownReview,
  side: keyof typeof shownReviewPlaces,
): Promise<NotifyInput | null> {
  if (review.subjectId === null) return null;
  const place = shownReviewPlaces[side];
  const author = await nameOf(db, review.authorId);
  const rated = `${review.rating} out of 5 (${ratingLabel(review.rating)})`;
  return {
    userId: review.subjectId,
    type: "review",
    title: "Review now shown",
    description: `${author}'s review of you is now on your ${place.page}: ${rated}.`,
    linkTo: `${place.href(review.subjectId)}#reviews`,
    email: {
      subject: `${author}'s review of you is now shown`,
      text: `${author} rated you ${rated}. Their review ${place.emailEnd}`,
      actionLabel: "See the review",
    },
  };
}

const supplierReviewShown = {
  id: reviews.id,
  rating: reviews.rating,
  subjectId: reviews.supplierId,
  authorId: reviews.organizerId,
};
const organizerReviewShown = {
  id: organizerReviews.id,
  rating: organizerReviews.rating,
  subjectId: organizerReviews.organizerId,
  authorId: organizerReviews.supplierId,
};

/**
 * After rows were shown: refreshes the ratings they count in and tells each reviewed person,
 * inside the transaction that showed them, so each is told exactly once.
 */
async function afterShown(
  tx: Db,
  notifier: Notifier,
  shown: { ofSuppliers: ShownReview[]; ofOrganizers: ShownReview[] },
  now: Date,
): Promise<() => void> {
  const notices: NotifyInput[] = [];
  for (const review of shown.ofSuppliers) {
    if (review.subjectId !== null) await refreshSupplierRating(tx, review.subjectId);
    const notice = await noticeOfShownReview(tx, review, "ofSupplier");
    if (notice) notices.push(notice);
  }
  for (const review of shown.ofOrganizers) {
    if (review.subjectId !== null) await refreshOrganizerRating(tx, review.subjectId);
    const notice = await noticeOfShownReview(tx, review, "ofOrganizer");
    if (notice) notices.push(notice);
  }
  return notices.length > 0 ? notifier.notifyWithin(tx, notices, now) : () => undefined;
}

/**
 * Shows a booking's waiting reviews, both sides at once. Each row is shown by one conditional
 * update, so whoever gets there first (the second review's writer or the sweep) tells its
 * subject, and nobody tells them twice.
 */
export async function showBookingReviews(
  tx: Db,
  notifier: Notifier,
  bookingId: number,
  now: Date,
): Promise<() => void> {
  const ofSuppliers = await tx
    .update(reviews)
    .set({ shownAt: now })
    .where(and(eq(reviews.bookingId, bookingId), isNull(reviews.shownAt)))
    .returning(supplierReviewShown);
  const ofOrganizers = await tx
    .update(organizerReviews)
    .set({ shownAt: now })
    .where(and(eq(organizerReviews.bookingId, bookingId), isNull(organizerReviews.shownAt)))
    .returning(organizerReviewShown);
  return afterShown(tx, notifier, { ofSuppliers, ofOrganizers }, now);
}

/**
 * The scheduled rule: a waiting review whose `showsOn` day has come (14 days after its event)
 * is shown though the other side never wrote theirs, and its subject told, once.
 */
export async function showDueReviews(
  tx: Db,
  notifier: Notifier,
  now: Date,
): Promise<{ shown: number; announcements: Array<() => void> }> {
  const today = ukToday(now);
  const supplierReviewDue = and(isNull(reviews.shownAt), lte(reviews.showsOn, today));
  const organizerReviewDue = and(
    isNull(organizerReviews.shownAt),
    lte(organizerReviews.showsOn, today),
  );
  const dueOfSuppliers = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(supplierReviewDue)
    .orderBy(asc(reviews.showsOn), asc(reviews.id))
    .limit(SWEEP_BATCH);
  const dueOfOrganizers = await tx
    .select({ id: organizerReviews.id })
    .from(organizerReviews)
    .where(organizerReviewDue)
    .orderBy(asc(organizerReviews.showsOn), asc(organizerReviews.id))
    .limit(SWEEP_BATCH);
  const announcements: Array<() => void> = [];
  let shown = 0;
  for (const { id } of dueOfSuppliers) {
    await tx.transaction(async (savepoint) => {
      const ofSuppliers = await savepoint
        .update(reviews)
        .set({ shownAt: now })
        .where(and(eq(reviews.id, id), supplierReviewDue))
        .returning(supplierReviewShown);
      if (ofSuppliers.length === 0) return;
      shown += 1;
      announcements.push(
        await afterShown(savepoint, notifier, { ofSuppliers, ofOrganizers: [] }, now),
      );
    });
  }
  for (const { id } of dueOfOrganizers) {
    await tx.transaction(async (savepoint) => {
      const ofOrganizers = await savepoint
        .update(organizerReviews)
        .set({ shownAt: now })
        .where(and(eq(organizerReviews.id, id), organizerReviewDue))
        .returning(organizerReviewShown);
      if (ofOrganizers.length === 0) return;
      shown += 1;
      announcements.push(
        await afterShown(savepoint, notifier, { ofSuppliers: [], ofOrganizers }, now),
      );
    });
  }
  return { shown, announcements };
}
