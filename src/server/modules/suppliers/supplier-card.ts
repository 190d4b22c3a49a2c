import { displayNameColumns } from "#server/db/columns";
import { users } from "#server/db/schema";
import { currentPublicBadges } from "#server/modules/compliance-badges/compliance-badges.service";
import type { SupplierListItem } from "#shared/contracts/suppliers";
import { ukToday } from "#shared/domain/calendar-days";
import { displayName } from "#shared/domain/display-name";
import { startingPriceColumn } from "./supplier-price";

/** What a directory card shows of a supplier, as columns of `users`. */
export const listColumns = {
  id: users.id,
  ...displayNameColumns(users),
  urlSlug: users.urlSlug,
  description: users.description,
  address: users.address,
  coverImage: users.coverImage,
  profileImage: users.profileImage,
  avgRating: users.avgRating,
  reviewCount: users.reviewCount,
  categories: users.categories,
  priceRange: startingPriceColumn,
  verifiedBadges: users.verifiedBadges,
  updatedAt: users.updatedAt,
  latitude: users.latitude,
  longitude: users.longitude,
};

export type ListRow = Pick<typeof users.$inferSelect, keyof typeof listColumns>;

/** A supplier row as a directory card; also used for saved suppliers. */
export function toListItem(
  row: ListRow,
  distance: number | null = null,
  now: Date = new Date(),
): SupplierListItem {
  return {
    id: row.id,
    name: displayName(row),
    username: row.username,
    urlSlug: row.urlSlug,
    description: row.description,
    address: row.address,
    coverImage: row.coverImage,
    profileImage: row.profileImage,
    avgRating: Math.round(row.avgRating * 10) / 10,
    reviewCount: row.reviewCount,
    categories: row.categories,
    priceRange: row.priceRange,
    distance,
    badges: currentPublicBadges(row.verifiedBadges, ukToday(now)),
    updatedAt: row.updatedAt.toISOString(),
    location: mapLocation(row),
  };
}

/** Three decimals: close enough for a pin on a town's map, and no closer than the address says. */
const roundForMap = (degrees: number) => Math.round(degrees * 1000) / 1000;

function mapLocation({ latitude, longitude }: ListRow): SupplierListItem["location"] {
  if (latitude === null || longitude === null) return null;
  return { latitude: roundForMap(latitude), longitude: roundForMap(longitude) };
}
