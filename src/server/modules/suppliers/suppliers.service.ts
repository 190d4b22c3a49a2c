import { and, arrayContains, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { SupplierListItem } from "../../../shared/contracts/suppliers";
import { displayName } from "../../../shared/domain/display-name";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

export interface SupplierListFilter {
  category?: string;
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
  priceRange: users.priceRange,
  updatedAt: users.updatedAt,
};

type ListRow = Pick<typeof users.$inferSelect, keyof typeof listColumns>;

function toListItem(row: ListRow, distance: number | null = null): SupplierListItem {
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

/** Suppliers, best rated first (the ranking of spec 1 §9), optionally in one category. */
export async function listSuppliers(
  db: Db,
  filter: SupplierListFilter,
): Promise<SupplierListItem[]> {
  const conditions: SQL[] = [eq(users.role, "supplier"), isNull(users.suspendedAt)];
  if (filter.category) conditions.push(arrayContains(users.categories, [filter.category]));
  const rows = await db
    .select(listColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.avgRating), desc(users.reviewCount), desc(users.updatedAt), desc(users.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return rows.map((row) => toListItem(row));
}
