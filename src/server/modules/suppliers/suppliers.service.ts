import { and, arrayContains, between, eq, gte, isNull, lte, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "#server/db/client";
import { users } from "#server/db/schema";
import { badRequest } from "#server/lib/errors";
import { boundingBox, haversineKmSql } from "#server/lib/geo/distance";
import { geocodePlace } from "#server/lib/geo/gazetteer";
import { availableOnDay } from "#server/modules/availability/availability.service";
import {
  SUPPLIER_COUNT_LIMIT,
  type SupplierCount,
  type SupplierCountFilter,
  type SupplierCounts,
  type SupplierListFilter,
  type SupplierListItem,
} from "#shared/contracts/suppliers";
import { ukToday } from "#shared/domain/calendar-days";
import { CATEGORY_KEYS } from "#shared/domain/categories";
import { chosenOrderSql, findChosenOrderPage, isChosenOrder } from "./chosen-order-page";
import { findNearbyPage } from "./nearby-page";
import { findRankedPage, wordsQuery } from "./ranked-page";
import { listColumns, toListItem } from "./supplier-card";

export { toListItem } from "./supplier-card";

export const UNKNOWN_PLACE_MESSAGE =
  "We couldn't find that place. Please choose one of the suggestions.";

/** Words of the free-text search as a prefix query: "harb ligh" finds "Harbour Lights". */
function searchQuery(text: string): SQL | null {
  const tsquery = wordsQuery(text);
  return tsquery === null ? null : sql`${users.searchVector} @@ to_tsquery('simple', ${tsquery})`;
}

function resolveCentre(
  filter: SupplierCountFilter,
): { latitude: number; longitude: number } | null {
  if (filter.latitude !== undefined && filter.longitude !== undefined) {
    return { latitude: filter.latitude, longitude: filter.longitude };
  }
  if (!filter.location) return null;
  const place = geocodePlace(filter.location);
  if (!place) throw badRequest(UNKNOWN_PLACE_MESSAGE, { location: [UNKNOWN_PLACE_MESSAGE] });
  return place;
}

/**
 * What every directory search asks of a supplier whatever the place: listed (a supplier, not
 * suspended, with a category, a place and a description), the words, the badges asked for,
 * current on `now`'s UK day, free on the day asked for, and starting at no more than the price
 * asked for. A badge filter's comparison implies
 * its column is not null, which lets the planner use that filter's partial indexes (0033).
 */
function listedConditions(filter: SupplierCountFilter, now: Date): SQL[] {
  const conditions: SQL[] = [
    eq(users.role, "supplier"),
    isNull(users.suspendedAt),
    sql`${users.listingComplete}`,
  ];
  const search = filter.q ? searchQuery(filter.q) : null;
  if (search) conditions.push(search);
  const today = ukToday(now);
  if (filter.insured) conditions.push(gte(users.insuredUntil, today));
  if (filter.goodHygiene) conditions.push(gte(users.goodHygieneUntil, today));
  if (filter.availableOn)
    conditions.push(availableOnDay(users.id, sql`${filter.availableOn}::date`));
  if (filter.maxPrice !== undefined) conditions.push(lte(users.startingPrice, filter.maxPrice));
  return conditions;
}

/**
 * What every directory count asks of a supplier apart from the category: listed and not
 * suspended, the words, and with a place, the bounding box (served by the location index)
 * and the exact distance.
 */
function directoryConditions(filter: SupplierCountFilter, now: Date): SQL[] {
  const conditions = listedConditions(filter, now);
  const centre = resolveCentre(filter);
  if (!centre) return conditions;
  const box = boundingBox(centre.latitude, centre.longitude, filter.distance);
  conditions.push(
    between(users.latitude, box.minLat, box.maxLat),
    between(users.longitude, box.minLon, box.maxLon),
    sql`${haversineKmSql(users, centre)} <= ${filter.distance}`,
  );
  return conditions;
}

/**
 * The directory. With a place: suppliers within `distance` km, nearest first, read from the
 * GiST index on their point, with cards kept by row version (findNearbyPage). Without: the
 * ranking of docs/spec-contract.md §Ranking, read from the category's ranking index (or the
 * words' index for rare words), with cards kept by row version (findRankedPage). A chosen order
 * other than distance is read along its own index, or with a place, among the nearest suppliers
 * (findChosenOrderPage).
 */
export async function listSuppliers(
  db: Db,
  filter: SupplierListFilter,
  now: Date = new Date(),
): Promise<SupplierListItem[]> {
  const centre = resolveCentre(filter);
  if (centre && filter.q) {
    // Words usually match few suppliers: their index narrows the box better than distance order.
    const distance = haversineKmSql(users, centre);
    const conditions = directoryConditions(filter, now);
    if (filter.category) conditions.push(arrayContains(users.categories, [filter.category]));
    const rows = await db
      .select({ ...listColumns, distance })
      .from(users)
      .where(and(...conditions))
      .orderBy(
        ...(isChosenOrder(filter.sort)
          ? [chosenOrderSql(filter.sort, '"users"')]
          : [sql`${distance}`, users.id]),
      )
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    return rows.map((row) => toListItem(row, Math.round(Number(row.distance) * 10) / 10, now));
  }
  if (isChosenOrder(filter.sort)) return findChosenOrderPage(db, filter, filter.sort, centre, now);
  if (centre) return findNearbyPage(db, filter, centre, now);
  return findRankedPage(db, filter, now);
}

/**
 * Counts at most one row past the limit, so a count costs no more than reading
 * SUPPLIER_COUNT_LIMIT + 1 matching rows, however many suppliers match.
 */
function cappedCount(conditions: SQL[]): SQL {
  return sql`(select count(*)::int from (select 1 from ${users} where ${and(...conditions)} limit ${
    SUPPLIER_COUNT_LIMIT + 1
  }) as matches)`;
}

function toSupplierCount(counted: number): SupplierCount {
  return counted > SUPPLIER_COUNT_LIMIT
    ? { count: SUPPLIER_COUNT_LIMIT, isExact: false }
    : { count: counted, isExact: true };
}

/**
 * How many suppliers the directory's filters find, and how many each category would find
 * with the same place, radius and words. The categories are counted in one pass over the
 * suppliers in the area that stops past SUPPLIER_COUNT_LIMIT; the total comes from the same
 * pass, or, when the area holds more and a category is chosen, from a capped count of that
 * category. An area holding more than the limit gets no category counts: numbers counted
 * over part of it would mislead, and counting all of it would cost a walk over tens of
 * thousands of rows on every search.
 */
export async function countSuppliers(
  db: Db,
  filter: SupplierCountFilter,
  now: Date = new Date(),
): Promise<SupplierCounts> {
  const conditions = directoryConditions(filter, now);
  const perCategory = CATEGORY_KEYS.map(
    (key) => sql`(count(*) filter (where area.categories @> array[${key}]::text[]))::int`,
  );
  const [area] = await queryRows<{ counts: number[] }>(
    db,
    sql`select array[count(*)::int, ${sql.join(perCategory, sql`, `)}] as counts
      from (select ${users.categories} from ${users} where ${and(...conditions)} limit ${
        SUPPLIER_COUNT_LIMIT + 1
      }) as area`,
  );
  if (!area) throw new Error("A count query answered no row");
  const [inArea = 0, ...counts] = area.counts.map(Number);
  if (inArea <= SUPPLIER_COUNT_LIMIT) {
    const categories = CATEGORY_KEYS.map((id, index) => ({ id, count: counts[index] ?? 0 }));
    const chosen = categories.find((entry) => entry.id === filter.category);
    return { total: { count: chosen ? chosen.count : inArea, isExact: true }, categories };
  }
  if (!filter.category) return { total: toSupplierCount(inArea), categories: null };
  const [total] = await queryRows<{ count: number }>(
    db,
    sql`select ${cappedCount([...conditions, arrayContains(users.categories, [filter.category])])} as count`,
  );
  return { total: toSupplierCount(Number(total?.count)), categories: null };
}
