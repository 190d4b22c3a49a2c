import { and, arrayContains, between, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { SupplierListItem } from "../../../shared/contracts/suppliers";
import { displayName } from "../../../shared/domain/display-name";
import type { Db } from "../../db/client";
import { SUPPLIER_SEARCH_VECTOR, users } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { boundingBox } from "../../lib/geo/distance";
import { geocodePlace } from "../../lib/geo/gazetteer";
import { startingPriceColumn } from "./supplier-price";

export interface SupplierListFilter {
  category?: string;
  /** A place name; geocoded with the gazetteer when no coordinates come with it. */
  location?: string;
  distance: number;
  latitude?: number;
  longitude?: number;
  q?: string;
  limit: number;
  page: number;
}

const listColumns = {
  id: users.id,
  name: users.name,
  businessName: users.businessName,
  username: users.username,
  role: users.role,
  urlSlug: users.urlSlug,
  description: users.description,
  address: users.address,
  coverImage: users.coverImage,
  profileImage: users.profileImage,
  avgRating: users.avgRating,
  reviewCount: users.reviewCount,
  categories: users.categories,
  priceRange: startingPriceColumn,
  updatedAt: users.updatedAt,
};

export type ListRow = Pick<typeof users.$inferSelect, keyof typeof listColumns>;

/** A supplier row as a directory card; also used for saved suppliers. */
export function toListItem(row: ListRow, distance: number | null = null): SupplierListItem {
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
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const UNKNOWN_PLACE_MESSAGE =
  "We couldn't find that place. Please choose one of the suggestions.";

/** Words of the free-text search as a prefix query: "harb ligh" finds "Harbour Lights". */
function searchQuery(text: string): SQL | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return null;
  const tsquery = words.map((word) => `${word}:*`).join(" & ");
  return sql`${SUPPLIER_SEARCH_VECTOR} @@ to_tsquery('simple', ${tsquery})`;
}

function distanceKm(latitude: number, longitude: number): SQL<number> {
  return sql<number>`(2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(${users.latitude} - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(${users.latitude})) *
    power(sin(radians(${users.longitude} - ${longitude}) / 2), 2)))))`;
}

function resolveCentre(filter: SupplierListFilter): { latitude: number; longitude: number } | null {
  if (filter.latitude !== undefined && filter.longitude !== undefined) {
    return { latitude: filter.latitude, longitude: filter.longitude };
  }
  if (!filter.location) return null;
  const place = geocodePlace(filter.location);
  if (!place) throw badRequest(UNKNOWN_PLACE_MESSAGE, { location: [UNKNOWN_PLACE_MESSAGE] });
  return place;
}

/** Spec 1 §9: rated suppliers with two or more reviews first, by rating; then the most recently updated. */
const DIRECTORY_RANK_ORDER = [
  sql`${users.isTopRated} desc nulls last`,
  sql`${users.topRating} desc nulls last`,
  sql`${users.updatedAt} desc nulls last`,
  sql`${users.avgRating} desc nulls last`,
  sql`${users.id} desc nulls last`,
];

/**
 * The directory. With a place: suppliers within `distance` km, nearest first (a bounding box on
 * the indexed coordinates narrows the rows before the exact distance is computed). Without:
 * the ranking of spec 1 §9, served by users_directory_rank_idx.
 */
export async function listSuppliers(
  db: Db,
  filter: SupplierListFilter,
): Promise<SupplierListItem[]> {
  const conditions: SQL[] = [eq(users.role, "supplier"), isNull(users.suspendedAt)];
  if (filter.category) conditions.push(arrayContains(users.categories, [filter.category]));
  const search = filter.q ? searchQuery(filter.q) : null;
  if (search) conditions.push(search);
  const offset = (filter.page - 1) * filter.limit;

  const centre = resolveCentre(filter);
  if (centre) {
    const box = boundingBox(centre.latitude, centre.longitude, filter.distance);
    const distance = distanceKm(centre.latitude, centre.longitude);
    const rows = await db
      .select({ ...listColumns, distance })
      .from(users)
      .where(
        and(
          ...conditions,
          between(users.latitude, box.minLat, box.maxLat),
          between(users.longitude, box.minLon, box.maxLon),
          sql`${distance} <= ${filter.distance}`,
        ),
      )
      .orderBy(sql`${distance}`, users.id)
      .limit(filter.limit)
      .offset(offset);
    return rows.map((row) => toListItem(row, Math.round(Number(row.distance) * 10) / 10));
  }

  const rows = await db
    .select(listColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(...DIRECTORY_RANK_ORDER)
    .limit(filter.limit)
    .offset(offset);
  return rows.map((row) => toListItem(row));
}
