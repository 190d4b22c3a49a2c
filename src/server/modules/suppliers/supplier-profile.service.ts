import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { users } from "#server/db/schema";
import type { AccessPolicy } from "#server/lib/access-policy";
import { notFound } from "#server/lib/errors";
import { currentPublicBadges } from "#server/modules/compliance-badges/compliance-badges.service";
import { listPublicReviews } from "#server/modules/reviews/reviews.service";
import { isSubscribed } from "#server/modules/subscriptions/subscriptions.service";
import type { SupplierDetail, SupplierProfile } from "#shared/contracts/suppliers";
import { SUPPLIER_NOT_FOUND } from "#shared/contracts/suppliers";
import { ukToday } from "#shared/domain/calendar-days";
import { displayName } from "#shared/domain/display-name";
import { findStartingPrice } from "./supplier-price";

/** Phone, email and website leave the server only for a subscribed supplier, seen by an organizer or themself. */
export function mayViewContact(
  supplier: UserRow,
  viewer: UserRow | null,
  policy: AccessPolicy,
): boolean {
  if (!viewer) return false;
  if (viewer.id === supplier.id || viewer.role === "admin") return true;
  return viewer.role === "organizer" && isSubscribed(supplier, policy);
}

export function toSupplierProfile(
  supplier: UserRow,
  viewer: UserRow | null,
  policy: AccessPolicy,
  now: Date = new Date(),
): SupplierProfile {
  const contactAvailable = mayViewContact(supplier, viewer, policy);
  return {
    id: supplier.id,
    name: displayName(supplier),
    username: supplier.username,
    urlSlug: supplier.urlSlug,
    description: supplier.description,
    address: supplier.address,
    ...(contactAvailable
      ? { phone: supplier.phone ?? undefined, email: supplier.email, website: supplier.website }
      : {}),
    contactAvailable,
    profileImage: supplier.profileImage,
    coverImage: supplier.coverImage,
    portfolioImages: supplier.portfolioImages,
    categories: supplier.categories,
    serviceArea: supplier.serviceArea,
    latitude: supplier.latitude,
    longitude: supplier.longitude,
    priceRange: supplier.priceRange,
    avgRating: Math.round(supplier.avgRating * 10) / 10,
    reviewCount: supplier.reviewCount,
    isSubscribed: isSubscribed(supplier, policy),
    badges: currentPublicBadges(supplier.verifiedBadges, ukToday(now)),
    createdAt: supplier.createdAt.toISOString(),
    updatedAt: supplier.updatedAt.toISOString(),
  };
}

async function findSupplier(db: Db, where: SQL): Promise<UserRow> {
  const [supplier] = await db
    .select()
    .from(users)
    .where(and(where, eq(users.role, "supplier"), isNull(users.suspendedAt)))
    .limit(1);
  if (!supplier) throw notFound(SUPPLIER_NOT_FOUND);
  return supplier;
}

export async function getSupplierDetail(
  db: Db,
  lookup: { id: number } | { slug: string },
  viewer: UserRow | null,
  policy: AccessPolicy,
  now: Date = new Date(),
): Promise<SupplierDetail> {
  const supplier = await findSupplier(
    db,
    "id" in lookup ? eq(users.id, lookup.id) : eq(users.urlSlug, lookup.slug),
  );
  const supplierReviews = await listPublicReviews(db, supplier.id, viewer);
  const ratingBreakdown = [0, 0, 0, 0, 0];
  for (const review of supplierReviews)
    ratingBreakdown[review.rating - 1] = (ratingBreakdown[review.rating - 1] ?? 0) + 1;
  const profile = {
    ...toSupplierProfile(supplier, viewer, policy, now),
    priceRange: await findStartingPrice(db, supplier),
  };
  return {
    supplier: profile,
    reviews: supplierReviews,
    avgRating: profile.avgRating,
    ratingBreakdown,
  };
}
