import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import type { BookingRow, UserRow } from "#server/db/schema";
import { bookings, featureRequests, featureRequestVotes, users } from "#server/db/schema";
import type { AccessPolicy } from "#server/lib/access-policy";
import { conflict, forbidden, notFound } from "#server/lib/errors";
import { townOf } from "#server/lib/geo/town";
import { verifyPassword } from "#server/lib/passwords";
import { type ImageStore, userFolder } from "#server/lib/storage/image-store";
import { hasFreeAccess, isSubscribed } from "#server/modules/subscriptions/subscriptions.service";
import type { PublicUser, UserProfile } from "#shared/contracts/users";
import { displayName } from "#shared/domain/display-name";

export const USER_NOT_FOUND = "User not found.";
export const WRONG_PASSWORD_MESSAGE = "That password is not correct.";
export const ACCOUNT_DELETED_MESSAGE = "Your account has been deleted.";
export const ACCOUNT_HAS_MONEY_IN_BOOKINGS_MESSAGE =
  "You can't delete your account while a booking's deposit is being paid, held, paid out, refunded or disputed. Cancel the booking or wait until it has settled, then try again.";

/** Whether a booking's money is on its way in, held, on its way out or contested. */
function hasMoneyInIt(booking: { status: BookingRow["status"]; paymentReference: string | null }) {
  return booking.status === "awaiting_deposit"
    ? booking.paymentReference !== null
    : ["held", "releasing", "refunding", "disputed"].includes(booking.status);
}

/** The spec's profile view of the signed-in user: everything but secrets and payment ids. */
export function toUserProfile(user: UserRow, policy: AccessPolicy): UserProfile {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    phone: user.phone,
    address: user.address,
    website: user.website,
    description: user.description,
    role: user.role,
    businessName: user.businessName,
    displayName: displayName(user),
    urlSlug: user.urlSlug,
    profileImage: user.profileImage,
    coverImage: user.coverImage,
    portfolioImages: user.portfolioImages,
    categories: user.categories,
    serviceArea: user.serviceArea,
    priceRange: user.priceRange,
    latitude: user.latitude,
    longitude: user.longitude,
    subscriptionActive: isSubscribed(user, policy),
    subscriptionType: user.subscriptionType,
    subscriptionExpiry: user.subscriptionExpiry?.toISOString() ?? null,
    freeAccess: hasFreeAccess(user, policy),
    monthlyQuoteLimit: user.monthlyQuoteLimit,
    quotesThisMonth: user.quotesThisMonth,
    lastQuoteReset: user.lastQuoteReset?.toISOString() ?? null,
    emailNotifications: user.emailNotifications,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/**
 * Anyone's public card: no email, phone, website, payment or subscription details, and of the
 * address only its town (docs/product.md §Contact details and public data).
 */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    name: displayName(user),
    username: user.username,
    role: user.role,
    profileImage: user.profileImage,
    coverImage: user.coverImage,
    town: townOf(user.address),
    description: user.description,
    urlSlug: user.urlSlug,
    createdAt: user.createdAt.toISOString(),
  };
}

/** A user who is not suspended, or null. */
export async function findActiveUser(db: Db, id: number): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.suspendedAt)))
    .limit(1);
  return user ?? null;
}

/** Admins have no public card: to the public they answer as no one at all. */
export async function getPublicUser(db: Db, id: number): Promise<PublicUser> {
  const user = await findActiveUser(db, id);
  if (!user || user.role === "admin") throw notFound(USER_NOT_FOUND);
  return toPublicUser(user);
}

/**
 * Deletes the account for good once the password is confirmed. The foreign keys do the rest:
 * sessions, requests (with their quotes), quotes, offerings, notifications and saved suppliers go
 * with the user; reviews and messages stay, their author shown as "Deleted user".
 *
 * Refused while a booking on either side has money in it: the booking would go with the account,
 * and with it the record of a deposit paid, held or owed back. Every booking of the account is
 * locked first, so a deposit started meanwhile is either seen here or finds its booking gone.
 */
export async function deleteAccount(
  db: Db,
  store: ImageStore,
  user: UserRow,
  password: string,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) throw forbidden(WRONG_PASSWORD_MESSAGE);
  await db.transaction(async (tx) => {
    const ownBookings = await tx
      .select({ status: bookings.status, paymentReference: bookings.paymentReference })
      .from(bookings)
      .where(or(eq(bookings.organizerId, user.id), eq(bookings.supplierId, user.id)))
      .for("update");
    if (ownBookings.some(hasMoneyInIt)) throw conflict(ACCOUNT_HAS_MONEY_IN_BOOKINGS_MESSAGE);
    // The user's votes disappear with them (cascade); the counts they added to must drop too.
    await tx
      .update(featureRequests)
      .set({ votes: sql`greatest(${featureRequests.votes} - 1, 0)` })
      .where(
        inArray(
          featureRequests.id,
          tx
            .select({ id: featureRequestVotes.featureRequestId })
            .from(featureRequestVotes)
            .where(eq(featureRequestVotes.userId, user.id)),
        ),
      );
    await tx.delete(users).where(eq(users.id, user.id));
  });
  await store.deleteFolder(userFolder(user.id));
}
