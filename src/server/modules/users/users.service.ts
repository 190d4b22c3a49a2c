import type { UserProfile } from "../../../shared/contracts/users";
import { displayName } from "../../../shared/domain/display-name";
import { hasLiveSubscription } from "../../../shared/domain/subscription";
import type { UserRow } from "../sessions/sessions.service";

export interface AccessPolicy {
  freeAccessEmails: readonly string[];
}

/** Free lifetime access: an address listed in FREE_ACCESS_EMAILS, or granted by an admin. */
export function hasFreeAccess(user: UserRow, policy: AccessPolicy): boolean {
  return user.freeAccess || policy.freeAccessEmails.includes(user.email.toLowerCase());
}

export function isSubscribed(user: UserRow, policy: AccessPolicy, now = new Date()): boolean {
  return hasFreeAccess(user, policy) || hasLiveSubscription(user, now);
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
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
