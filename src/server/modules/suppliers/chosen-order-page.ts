import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import {
  onOneConnection,
  type PreparedStatement,
  type PreparedValue,
  prepareStatement,
} from "#server/db/prepared";
import { users } from "#server/db/schema";
import { degreePointSql, haversineKmSql } from "#server/lib/geo/distance";
import {
  SUPPLIER_COUNT_LIMIT,
  type SupplierListFilter,
  type SupplierListItem,
} from "#shared/contracts/suppliers";
import type { DirectorySort } from "#shared/domain/directory-filters";
import { cardsForPage, rowVersionSql } from "./cards-by-version";
import {
  candidateConditions,
  candidateFilterNames,
  candidateFiltersOf,
  candidateValues,
  categoryLiteral,
} from "./nearby-page";
import { wordsQuery } from "./ranked-page";

/** The orders a person may choose that are not the search's own (nearest first, or the ranking). */
type ChosenOrder = Exclude<DirectorySort, "distance">;

export const isChosenOrder = (sort: DirectorySort | undefined): sort is ChosenOrder =>
  sort !== undefined && sort !== "distance";

/**
 * Each chosen order, column for column as its index (`users_directory_<order>_idx`) holds it,
 * ending in the id so that pages never overlap: best rated (more reviews first among equals),
 * most reviewed, cheapest starting price (suppliers naming no price last), newest.
 */
const ORDER_COLUMNS: Record<ChosenOrder, string[]> = {
  rating: ["avg_rating desc nulls last", "review_count desc nulls last", "id desc nulls last"],
  reviews: ["review_count desc nulls last", "avg_rating desc nulls last", "id desc nulls last"],
  price: ["starting_price asc nulls last", "id asc"],
  newest: ["created_at desc nulls last", "id desc nulls last"],
};

/** A chosen order's `ORDER BY` over the rows of `from` (a quoted table name or alias). */
export function chosenOrderSql(order: ChosenOrder, from: string): SQL {
  return sql.raw(ORDER_COLUMNS[order].map((column) => `${from}.${column}`).join(", "));
}

/**
 * With a place, a chosen order puts in order at most this many suppliers: the nearest listed
 * ones within the radius. It is the count's own limit, so where the count is exact the order
 * covers everyone in reach, and where it says "more than 1,000" it covers the nearest 1,000.
 */
export const CHOSEN_ORDER_NEAREST = SUPPLIER_COUNT_LIMIT;

const CENTRE = {
  latitude: sql.placeholder("latitude"),
  longitude: sql.placeholder("longitude"),
};
const WORDS = sql`to_tsquery('simple', ${sql.placeholder("words")}::text)`;

/**
 * A page in a chosen order without a place: every listed supplier of the category meeting the
 * filters, read along the order's index (or, for a category or words that find few, from their
 * own index and then sorted: the planner weighs both with the page's numbers, so the statement
 * is planned afresh on each run rather than kept).
 */
function everywhereQuery(order: ChosenOrder, filter: SupplierListFilter, withWords: boolean): SQL {
  return sql`select ${users.id} as id, ${rowVersionSql} as version
    from ${users}
    where ${candidateConditions(categoryLiteral(filter.category), candidateFiltersOf(filter))}${
      withWords ? sql` and ${users.searchVector} @@ ${WORDS}` : sql``
    }
    order by ${chosenOrderSql(order, '"users"')}
    limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}`;
}

/**
 * A page in a chosen order around a place: the nearest CHOSEN_ORDER_NEAREST listed suppliers
 * meeting the filters, read nearest-first from the GiST index as a radius search reads them,
 * then those within the radius put in the chosen order. Sorting is bounded by the read.
 */
function aroundQuery(order: ChosenOrder, filter: SupplierListFilter): SQL {
  const point = degreePointSql(users);
  const here = sql`point(${CENTRE.longitude}, ${CENTRE.latitude})`;
  return sql`with candidates as materialized (
      select ${users.id} as id, ${rowVersionSql} as version,
        ${haversineKmSql(users, CENTRE)} as distance, ${users.avgRating} as avg_rating,
        ${users.reviewCount} as review_count, ${users.startingPrice} as starting_price,
        ${users.createdAt} as created_at
      from ${users}
      where ${candidateConditions(categoryLiteral(filter.category), candidateFiltersOf(filter))}
      order by ${point} <-> ${here}
      limit ${sql.raw(String(CHOSEN_ORDER_NEAREST))}
    )
    select id, version, distance from candidates
    where distance <= ${sql.placeholder("radius")}
    order by ${chosenOrderSql(order, "candidates")}
    limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}`;
}

const aroundStatements = new Map<string, PreparedStatement>();

/**
 * The around-a-place statement, kept prepared per category, filters and order: its literals
 * prove the category's GiST index, so the kept plan reads nearest-first as a radius search does.
 */
function aroundStatement(order: ChosenOrder, filter: SupplierListFilter): PreparedStatement {
  const name = `directory_order_${categoryLiteral(filter.category) ?? "any"}${candidateFilterNames(
    candidateFiltersOf(filter),
  )}_${order}`;
  let statement = aroundStatements.get(name);
  if (!statement) {
    statement = prepareStatement(name, aroundQuery(order, filter));
    aroundStatements.set(name, statement);
  }
  return statement;
}

interface ChosenOrderEntry {
  id: number;
  version: string;
  distance?: number;
}

/**
 * A directory page in an order the person chose (rating, reviews, price, newest), with cards
 * kept by row version. Without a place, along the order's own index; with one (and no words),
 * among the nearest suppliers within the radius.
 */
export async function findChosenOrderPage(
  db: Db,
  filter: SupplierListFilter,
  order: ChosenOrder,
  centre: { latitude: number; longitude: number } | null,
  now: Date,
): Promise<SupplierListItem[]> {
  const words = filter.q ? wordsQuery(filter.q) : null;
  const values: Record<string, PreparedValue> = {
    ...candidateValues(filter, now),
    limit: filter.limit,
    offset: (filter.page - 1) * filter.limit,
    ...(words === null ? {} : { words }),
    ...(centre ? { ...centre, radius: filter.distance } : {}),
  };
  const statement = centre
    ? aroundStatement(order, filter)
    : prepareStatement(null, everywhereQuery(order, filter, words !== null));
  return onOneConnection(db, async (run) => {
    const entries = await run<ChosenOrderEntry>(statement, values);
    return cardsForPage(
      db,
      run,
      entries.map(({ id, version, distance }) => ({
        id,
        version,
        distance: distance === undefined ? null : Math.round(Number(distance) * 10) / 10,
      })),
      now,
    );
  });
}
