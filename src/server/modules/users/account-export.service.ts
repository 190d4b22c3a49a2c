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

/** Everything held about `user`, for them to download. Other people appear by id and name only. */
export async function exportAccount(
  db: Db,
  user: UserRow,
  policy: AccessPolicy,
): Promise<AccountExport> {
  const [
    sessionRows,
    requestRows,
    quotesSentRows,
    quotesReceivedRows,
    reviewsWrittenRows,
    reviewsReceivedRows,
    messagesSentRows,
    messagesReceivedRows,
    equipmentOfferings,
    savedRows,
    notificationRows,
    featureRequestRows,
    voteRows,
    couponRows,
    resetRows,
    reportRows,
    badges,
    unavailableRows,
    feedCreatedAt,
    alertPreferences,
    pushRows,
  ] = await Promise.all([
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(asc(sessions.createdAt)),
    db
      .select()
      .from(eventRequests)
      .where(eq(eventRequests.organizerId, user.id))
      .orderBy(asc(eventRequests.createdAt), asc(eventRequests.id)),
    db
      .select({ quote: quotes, requestTitle: eventRequests.title })
      .from(quotes)
      .innerJoin(eventRequests, eq(eventRequests.id, quotes.requestId))
      .where(eq(quotes.supplierId, user.id))
      .orderBy(asc(quotes.createdAt), asc(quotes.id)),
    db
      .select({ quote: quotes, party: otherColumns })
      .from(quotes)
      .innerJoin(eventRequests, eq(eventRequests.id, quotes.requestId))
      .leftJoin(other, eq(other.id, quotes.supplierId))
      .where(eq(eventRequests.organizerId, user.id))
      .orderBy(asc(quotes.createdAt), asc(quotes.id)),
    db
      .select({ review: reviews, party: otherColumns })
      .from(reviews)
      .leftJoin(other, eq(other.id, reviews.supplierId))
      .where(eq(reviews.organizerId, user.id))
      .orderBy(asc(reviews.createdAt), asc(reviews.id)),
    db
      .select({ review: reviews, party: otherColumns })
      .from(reviews)
      .leftJoin(other, eq(other.id, reviews.organizerId))
      .where(eq(reviews.supplierId, user.id))
      .orderBy(asc(reviews.createdAt), asc(reviews.id)),
    db
      .select({ message: messages, party: otherColumns })
      .from(messages)
      .leftJoin(other, eq(other.id, messages.receiverId))
      .where(eq(messages.senderId, user.id))
      .orderBy(asc(messages.createdAt), asc(messages.id)),
    db
      .select({ message: messages, party: otherColumns })
      .from(messages)
      .leftJoin(other, eq(other.id, messages.senderId))
      .where(eq(messages.receiverId, user.id))
      .orderBy(asc(messages.createdAt), asc(messages.id)),
    findOfferingsOf(db, user.id),
    db
      .select({ savedAt: savedSuppliers.createdAt, party: otherColumns })
      .from(savedSuppliers)
      .leftJoin(other, eq(other.id, savedSuppliers.supplierId))
      .where(eq(savedSuppliers.organizerId, user.id))
      .orderBy(asc(savedSuppliers.createdAt)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(asc(notifications.createdAt), asc(notifications.id)),
    db
      .select()
      .from(featureRequests)
      .where(eq(featureRequests.userId, user.id))
      .orderBy(asc(featureRequests.createdAt), asc(featureRequests.id)),
    db
      .select({
        featureRequestId: featureRequestVotes.featureRequestId,
        title: featureRequests.title,
        votedAt: featureRequestVotes.createdAt,
      })
      .from(featureRequestVotes)
      .innerJoin(featureRequests, eq(featureRequests.id, featureRequestVotes.featureRequestId))
      .where(eq(featureRequestVotes.userId, user.id))
      .orderBy(asc(featureRequestVotes.createdAt)),
    db
      .select({ code: coupons.code, usedAt: couponUsages.usedAt })
      .from(couponUsages)
      .innerJoin(coupons, eq(coupons.id, couponUsages.couponId))
      .where(eq(couponUsages.userId, user.id))
      .orderBy(asc(couponUsages.usedAt)),
    db
      .select({
        createdAt: passwordResets.createdAt,
        expiresAt: passwordResets.expiresAt,
        used: passwordResets.used,
      })
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id))
      .orderBy(asc(passwordResets.createdAt)),
    db
      .select()
      .from(reviewReports)
      .where(eq(reviewReports.reporterId, user.id))
      .orderBy(asc(reviewReports.createdAt), asc(reviewReports.reviewId)),
    listOwnBadges(db, user, new Date()),
    db
      .select({ day: unavailableDays.day, quoteId: unavailableDays.quoteId })
      .from(unavailableDays)
      .where(eq(unavailableDays.supplierId, user.id))
      .orderBy(asc(unavailableDays.day), asc(unavailableDays.quoteId)),
    findFeedCreatedAt(db, user.id),
    getAlertPreferences(db, user.id),
    db
      .select({
        endpoint: pushSubscriptions.endpoint,
        createdAt: pushSubscriptions.createdAt,
        lastSuccessAt: pushSubscriptions.lastSuccessAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id))
      .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id)),
  ]);

  return {
    exportedAt: new Date().toISOString(),
    profile: toUserProfile(user, policy),
    sessions: sessionRows.map((row) => ({
      createdAt: iso(row.createdAt),
      lastSeenAt: iso(row.lastSeenAt),
      expiresAt: iso(row.expiresAt),
      userAgent: row.userAgent,
    })),
    requests: requestRows.map((row) => ({
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
    quotesSent: quotesSentRows.map(({ quote, requestTitle }) => ({
      id: quote.id,
      request: { id: quote.requestId, title: requestTitle },
      price: quote.price,
      description: quote.description,
      additionalInfo: quote.additionalInfo,
      status: quote.status,
      createdAt: iso(quote.createdAt),
      updatedAt: iso(quote.updatedAt),
    })),
    quotesReceived: quotesReceivedRows.map(({ quote, party }) => ({
      id: quote.id,
      requestId: quote.requestId,
      supplier: partyOf(party ?? emptyParty),
      price: quote.price,
      description: quote.description,
      additionalInfo: quote.additionalInfo,
      status: quote.status,
      createdAt: iso(quote.createdAt),
    })),
    reviewsWritten: reviewsWrittenRows.map(({ review, party }) => ({
      id: review.id,
      supplier: partyOf(party ?? emptyParty),
      requestId: review.requestId,
      rating: review.rating,
      comment: review.comment,
      createdAt: iso(review.createdAt),
    })),
    reviewsReceived: reviewsReceivedRows.map(({ review, party }) => ({
      id: review.id,
      organizer: partyOf(party ?? emptyParty),
      requestId: review.requestId,
      rating: review.rating,
      comment: review.comment,
      hidden: review.hiddenAt !== null,
      createdAt: iso(review.createdAt),
      reply:
        review.reply !== null && review.replyCreatedAt
          ? {
              text: review.reply,
              createdAt: iso(review.replyCreatedAt),
              updatedAt: iso(review.replyUpdatedAt ?? review.replyCreatedAt),
            }
          : null,
    })),
    reviewsReported: reportRows.map((report) => ({
      reviewId: report.reviewId,
      reason: report.reason,
      reportedAt: iso(report.createdAt),
    })),
    messagesSent: messagesSentRows.map(({ message, party }) => ({
      id: message.id,
      to: partyOf(party ?? emptyParty),
      requestId: message.requestId,
      content: message.content,
      read: message.read,
      createdAt: iso(message.createdAt),
    })),
    messagesReceived: messagesReceivedRows.map(({ message, party }) => ({
      id: message.id,
      from: partyOf(party ?? emptyParty),
      requestId: message.requestId,
      content: message.content,
      read: message.read,
      createdAt: iso(message.createdAt),
    })),
    equipmentOfferings,
    savedSuppliers: savedRows.map(({ savedAt, party }) => ({
      supplier: partyOf(party ?? emptyParty),
      savedAt: iso(savedAt),
    })),
    notifications: notificationRows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      description: row.description,
      linkTo: row.linkTo,
      read: row.read,
      createdAt: iso(row.createdAt),
    })),
    featureRequests: featureRequestRows.map((row) => ({
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
    featureRequestVotes: voteRows.map((row) => ({
      featureRequestId: row.featureRequestId,
      title: row.title,
      votedAt: iso(row.votedAt),
    })),
    couponsUsed: couponRows.map((row) => ({ code: row.code, usedAt: iso(row.usedAt) })),
    passwordResets: resetRows.map((row) => ({
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      used: row.used,
    })),
    complianceBadges: badges,
    unavailableDays: unavailableRows.map((row) => ({
      date: row.day,
      reason: row.quoteId === null ? ("blocked" as const) : ("booked" as const),
      quoteId: row.quoteId,
    })),
    calendarFeedCreatedAt: feedCreatedAt ? iso(feedCreatedAt) : null,
    alertPreferences,
    pushSubscriptions: pushRows.map((row) => ({
      host: new URL(row.endpoint).host,
      createdAt: iso(row.createdAt),
      lastSuccessAt: row.lastSuccessAt ? iso(row.lastSuccessAt) : null,
    })),
  };
}

/** A file name that is safe in a Content-Disposition header whatever the username holds. */
export function exportFileName(username: string): string {
  return `eventeazy-data-${username.replace(/[^A-Za-z0-9_-]/g, "_")}.json`;
}
