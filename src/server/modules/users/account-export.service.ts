import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client";
import { type DisplayNameFields, displayNameColumns } from "#server/db/columns";
import type { UserRow } from "#server/db/schema";
import {
  coupons,
  couponUsages,
  eventRequests,
  featureRequests,
  featureRequestVotes,
  messages,
  notifications,
  organizerReviews,
  passwordResets,
  pushSubscriptions,
  quotes,
  reviewReports,
  reviews,
  savedSuppliers,
  sessions,
  unavailableDays,
  users,
} from "#server/db/schema";
import type { AccessPolicy } from "#server/lib/access-policy";
import { getAlertPreferences } from "#server/modules/alert-preferences/alert-preferences.service";
import { feedCreatedAt as findFeedCreatedAt } from "#server/modules/availability/calendar-feed";
import { listOwnBadges } from "#server/modules/compliance-badges/compliance-badges.service";
import { findOfferingsOf } from "#server/modules/equipment/equipment.service";
import type { AccountExport } from "#shared/contracts/account-export";
import { DELETED_USER_NAME, displayName } from "#shared/domain/display-name";
import { toUserProfile } from "./users.service";

/** The other side of a quote, review, message or bookmark: only the columns that name them. */
const other = alias(users, "other_party");
const otherColumns = { id: other.id, ...displayNameColumns(other) };

/** A left-joined party: every column is null once the account is gone. */
type PartyRow = { [Field in keyof PartyFields]: PartyFields[Field] | null };
type PartyFields = Pick<UserRow, "id"> & DisplayNameFields;

const emptyParty: PartyRow = {
  id: null,
  name: null,
  role: null,
  businessName: null,
  username: null,
};

function partyOf(row: PartyRow): AccountExport["savedSuppliers"][number]["supplier"] {
  if (row.id === null || row.name === null) return { id: null, name: DELETED_USER_NAME };
  return {
    id: row.id,
    name: displayName({
      name: row.name,
      role: row.role ?? undefined,
      businessName: row.businessName,
      username: row.username,
    }),
  };
}

const iso = (date: Date) => date.toISOString();

/** Both kinds of review keep their reply in columns of the same names. */
type ReplyColumns = Pick<
  typeof reviews.$inferSelect,
  "reply" | "replyCreatedAt" | "replyUpdatedAt"
>;

function replyOf(review: ReplyColumns): AccountExport["reviewsReceived"][number]["reply"] {
  if (review.reply === null || !review.replyCreatedAt) return null;
  return {
    text: review.reply,
    createdAt: iso(review.replyCreatedAt),
    updatedAt: iso(review.replyUpdatedAt ?? review.replyCreatedAt),
  };
}

/** What both sides of a review of an organizer see of it, besides who the other side is. */
function organizerReviewFields(review: typeof organizerReviews.$inferSelect) {
  return {
    bookingId: review.bookingId,
    requestId: review.requestId,
    rating: review.rating,
    comment: review.comment,
    createdAt: iso(review.createdAt),
    shownAt: review.shownAt ? iso(review.shownAt) : null,
    hidden: review.hiddenAt !== null,
    reply: replyOf(review),
  };
}

/** The parts of the export after the profile. */
type Sections = Omit<AccountExport, "exportedAt" | "profile">;

/**
 * Each part of the export after the profile, in the file's order: its name, and how it is read
 * and shaped for `user`. Every part is read at once.
 */
const sections: { [Name in keyof Sections]: (db: Db, user: UserRow) => Promise<Sections[Name]> } = {
  sessions: async (db, user) =>
    (
      await db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, user.id))
        .orderBy(asc(sessions.createdAt))
    ).map((row) => ({
      createdAt: iso(row.createdAt),
      lastSeenAt: iso(row.lastSeenAt),
      expiresAt: iso(row.expiresAt),
      userAgent: row.userAgent,
    })),
  requests: async (db, user) =>
    (
      await db
        .select()
        .from(eventRequests)
        .where(eq(eventRequests.organizerId, user.id))
        .orderBy(asc(eventRequests.createdAt), asc(eventRequests.id))
    ).map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      eventDate: row.eventDate,
      location: row.location,
      budget: row.budget,
      attendees: row.attendees,
      categories: row.categories,
      status: row.status,
      statusReason: row.statusReason,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
  quotesSent: async (db, user) =>
    (
      await db
        .select({ quote: quotes, requestTitle: eventRequests.title })
        .from(quotes)
        .innerJoin(eventRequests, eq(eventRequests.id, quotes.requestId))
        .where(eq(quotes.supplierId, user.id))
        .orderBy(asc(quotes.createdAt), asc(quotes.id))
    ).map(({ quote, requestTitle }) => ({
      id: quote.id,
      request: { id: quote.requestId, title: requestTitle },
      price: quote.price,
      description: quote.description,
      additionalInfo: quote.additionalInfo,
      status: quote.status,
      createdAt: iso(quote.createdAt),
      updatedAt: iso(quote.updatedAt),
    })),
  quotesReceived: async (db, user) =>
    (
      await db
        .select({ quote: quotes, party: otherColumns })
        .from(quotes)
        .innerJoin(eventRequests, eq(eventRequests.id, quotes.requestId))
        .leftJoin(other, eq(other.id, quotes.supplierId))
        .where(eq(eventRequests.organizerId, user.id))
        .orderBy(asc(quotes.createdAt), asc(quotes.id))
    ).map(({ quote, party }) => ({
      id: quote.id,
      requestId: quote.requestId,
      supplier: partyOf(party ?? emptyParty),
      price: quote.price,
      description: quote.description,
      additionalInfo: quote.additionalInfo,
      status: quote.status,
      createdAt: iso(quote.createdAt),
    })),
  reviewsWritten: async (db, user) =>
    (
      await db
        .select({ review: reviews, party: otherColumns })
        .from(reviews)
        .leftJoin(other, eq(other.id, reviews.supplierId))
        .where(eq(reviews.organizerId, user.id))
        .orderBy(asc(reviews.createdAt), asc(reviews.id))
    ).map(({ review, party }) => ({
      id: review.id,
      supplier: partyOf(party ?? emptyParty),
      requestId: review.requestId,
      rating: review.rating,
      comment: review.comment,
      createdAt: iso(review.createdAt),
    })),
  reviewsReceived: async (db, user) =>
    (
      await db
        .select({ review: reviews, party: otherColumns })
        .from(reviews)
        .leftJoin(other, eq(other.id, reviews.organizerId))
        .where(eq(reviews.supplierId, user.id))
        .orderBy(asc(reviews.createdAt), asc(reviews.id))
    ).map(({ review, party }) => ({
      id: review.id,
      organizer: partyOf(party ?? emptyParty),
      requestId: review.requestId,
      rating: review.rating,
      comment: review.comment,
      hidden: review.hiddenAt !== null,
      createdAt: iso(review.createdAt),
      reply: replyOf(review),
    })),
  organizerReviewsWritten: async (db, user) =>
    (
      await db
        .select({ review: organizerReviews, party: otherColumns })
        .from(organizerReviews)
        .leftJoin(other, eq(other.id, organizerReviews.organizerId))
        .where(eq(organizerReviews.supplierId, user.id))
        .orderBy(asc(organizerReviews.createdAt), asc(organizerReviews.id))
    ).map(({ review, party }) => ({
      id: review.id,
      organizer: partyOf(party ?? emptyParty),
      ...organizerReviewFields(review),
    })),
  organizerReviewsReceived: async (db, user) =>
    (
      await db
        .select({ review: organizerReviews, party: otherColumns })
        .from(organizerReviews)
        .leftJoin(other, eq(other.id, organizerReviews.supplierId))
        .where(eq(organizerReviews.organizerId, user.id))
        .orderBy(asc(organizerReviews.createdAt), asc(organizerReviews.id))
    ).map(({ review, party }) => ({
      id: review.id,
      supplier: partyOf(party ?? emptyParty),
      ...organizerReviewFields(review),
    })),
  reviewsReported: async (db, user) =>
    (
      await db
        .select()
        .from(reviewReports)
        .where(eq(reviewReports.reporterId, user.id))
        .orderBy(asc(reviewReports.createdAt), asc(reviewReports.reviewId))
    ).map((report) => ({
      reviewId: report.reviewId,
      reason: report.reason,
      reportedAt: iso(report.createdAt),
    })),
  messagesSent: async (db, user) =>
    (
      await db
        .select({ message: messages, party: otherColumns })
        .from(messages)
        .leftJoin(other, eq(other.id, messages.receiverId))
        .where(eq(messages.senderId, user.id))
        .orderBy(asc(messages.createdAt), asc(messages.id))
    ).map(({ message, party }) => ({
      id: message.id,
      to: partyOf(party ?? emptyParty),
      requestId: message.requestId,
      content: message.content,
      read: message.read,
      createdAt: iso(message.createdAt),
    })),
  messagesReceived: async (db, user) =>
    (
      await db
        .select({ message: messages, party: otherColumns })
        .from(messages)
        .leftJoin(other, eq(other.id, messages.senderId))
        .where(eq(messages.receiverId, user.id))
        .orderBy(asc(messages.createdAt), asc(messages.id))
    ).map(({ message, party }) => ({
      id: message.id,
      from: partyOf(party ?? emptyParty),
      requestId: message.requestId,
      content: message.content,
      read: message.read,
      createdAt: iso(message.createdAt),
    })),
  equipmentOfferings: (db, user) => findOfferingsOf(db, user.id),
  savedSuppliers: async (db, user) =>
    (
      await db
        .select({ savedAt: savedSuppliers.createdAt, party: otherColumns })
        .from(savedSuppliers)
        .leftJoin(other, eq(other.id, savedSuppliers.supplierId))
        .where(eq(savedSuppliers.organizerId, user.id))
        .orderBy(asc(savedSuppliers.createdAt))
    ).map(({ savedAt, party }) => ({
      supplier: partyOf(party ?? emptyParty),
      savedAt: iso(savedAt),
    })),
  notifications: async (db, user) =>
    (
      await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id))
        .orderBy(asc(notifications.createdAt), asc(notifications.id))
    ).map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      description: row.description,
      linkTo: row.linkTo,
      read: row.read,
      createdAt: iso(row.createdAt),
    })),
  featureRequests: async (db, user) =>
    (
      await db
        .select()
        .from(featureRequests)
        .where(eq(featureRequests.userId, user.id))
        .orderBy(asc(featureRequests.createdAt), asc(featureRequests.id))
    ).map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      category: row.category,
      priority: row.priority,
      status: row.status,
      votes: row.votes,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
  featureRequestVotes: async (db, user) =>
    (
      await db
        .select({
          featureRequestId: featureRequestVotes.featureRequestId,
          title: featureRequests.title,
          votedAt: featureRequestVotes.createdAt,
        })
        .from(featureRequestVotes)
        .innerJoin(featureRequests, eq(featureRequests.id, featureRequestVotes.featureRequestId))
        .where(eq(featureRequestVotes.userId, user.id))
        .orderBy(asc(featureRequestVotes.createdAt))
    ).map((row) => ({
      featureRequestId: row.featureRequestId,
      title: row.title,
      votedAt: iso(row.votedAt),
    })),
  couponsUsed: async (db, user) =>
    (
      await db
        .select({ code: coupons.code, usedAt: couponUsages.usedAt })
        .from(couponUsages)
        .innerJoin(coupons, eq(coupons.id, couponUsages.couponId))
        .where(eq(couponUsages.userId, user.id))
        .orderBy(asc(couponUsages.usedAt))
    ).map((row) => ({ code: row.code, usedAt: iso(row.usedAt) })),
  passwordResets: async (db, user) =>
    (
      await db
        .select({
          createdAt: passwordResets.createdAt,
          expiresAt: passwordResets.expiresAt,
          used: passwordResets.used,
        })
        .from(passwordResets)
        .where(eq(passwordResets.userId, user.id))
        .orderBy(asc(passwordResets.createdAt))
    ).map((row) => ({
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      used: row.used,
    })),
  complianceBadges: (db, user) => listOwnBadges(db, user, new Date()),
  unavailableDays: async (db, user) =>
    (
      await db
        .select({ day: unavailableDays.day, quoteId: unavailableDays.quoteId })
        .from(unavailableDays)
        .where(eq(unavailableDays.supplierId, user.id))
        .orderBy(asc(unavailableDays.day), asc(unavailableDays.quoteId))
    ).map((row) => ({
      date: row.day,
      reason: row.quoteId === null ? ("blocked" as const) : ("booked" as const),
      quoteId: row.quoteId,
    })),
  calendarFeedCreatedAt: async (db, user) => {
    const createdAt = await findFeedCreatedAt(db, user.id);
    return createdAt ? iso(createdAt) : null;
  },
  alertPreferences: (db, user) => getAlertPreferences(db, user.id),
  pushSubscriptions: async (db, user) =>
    (
      await db
        .select({
          endpoint: pushSubscriptions.endpoint,
          createdAt: pushSubscriptions.createdAt,
          lastSuccessAt: pushSubscriptions.lastSuccessAt,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.id))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id))
    ).map((row) => ({
      host: new URL(row.endpoint).host,
      createdAt: iso(row.createdAt),
      lastSuccessAt: row.lastSuccessAt ? iso(row.lastSuccessAt) : null,
    })),
};

/** Everything held about `user`, for them to download. Other people appear by id and name only. */
export async function exportAccount(
  db: Db,
  user: UserRow,
  policy: AccessPolicy,
): Promise<AccountExport> {
  const names = Object.keys(sections) as (keyof Sections)[];
  const parts = await Promise.all(names.map((name) => sections[name](db, user)));
  return {
    exportedAt: new Date().toISOString(),
    profile: toUserProfile(user, policy),
    ...(Object.fromEntries(names.map((name, index) => [name, parts[index]])) as Sections),
  };
}

/** A file name that is safe in a Content-Disposition header whatever the username holds. */
export function exportFileName(username: string): string {
  return `eventeazy-data-${username.replace(/[^A-Za-z0-9_-]/g, "_")}.json`;
}
