import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { onOneConnection, type PreparedStatement, prepareStatement } from "#server/db/prepared";
import { users } from "#server/db/schema";
import { degreePointSql, degreesReaching, haversineKmSql } from "#server/lib/geo/distance";
import { availableOnDay } from "#server/modules/availability/availability.service";
import type { SupplierListFilter, SupplierListItem } from "#shared/contracts/suppliers";
import { dayNumber, ukToday } from "#shared/domain/calendar-days";
import { type CategoryKey, isCategoryKey } from "#shared/domain/categories";
import { CANDIDATE_FILTER_NAMES, type CandidateFilterName } from "#shared/domain/directory-filters";
import { cardsForPage, rowVersionSql } from "./cards-by-version";

/**
 * Candidates read nearest-first for a page: enough that nearly every search needs one read (in
 * Britain degreesReaching asks for about 1.7 times the page's suppliers, where latitude and
 * longitude degrees differ most).
 */
const firstReadSize = (wanted: number) => 1.5 * wanted + 16;
/** Each further read takes this many times as many, so all reads cost at most a third more than the last. */
const READ_GROWTH = 4;
/**
 * Reads are rounded up to 64 × 2^k or 96 × 2^k candidates, so a few statements serve every
 * page; up to this size each is kept prepared on every connection, past it (deep pages, whose
 * reading outweighs planning) it is planned afresh.
 */
const LARGEST_PREPARED_READ = 1_536;

export function roundedReadSize(atLeast: number): number {
  for (let size = 64; ; size *= 2) {
    if (size >= atLeast) return size;
    if (size * 1.5 >= atLeast) return size * 1.5;
  }
}

/** A supplier on the page as JSON: kilometres on the sphere (haversine), id and row version. */
type NearbyEntry = [distanceKm: number, id: number, version: string];

/** The statement's one row. */
interface NearbyAnswer {
  /** How many candidates were read. */
  read: number;
  /** The furthest candidate's plain distance in degrees, the order the GiST index reads in. */
  furthest: number | null;
  /** Kilometres to the last supplier the page needs among the candidates, if they hold it. */
  last_needed: number | null;
  /** The page's suppliers in order, as one JSON array: one field to read instead of dozens. */
  entries: NearbyEntry[] | null;
}

/** The search's centre, filled in on each run. */
const CENTRE = {
  latitude: sql.placeholder("latitude"),
  longitude: sql.placeholder("longitude"),
};

/** Today's UK date, filled in on each run as days since 1970 (only numbers are bound). */
const TODAY = sql`(date '1970-01-01' + ${sql.placeholder("today")}::int)`;

/** The day a search asks suppliers to be free on, filled in on each run as days since 1970. */
const AVAILABLE_ON = sql`(date '1970-01-01' + ${sql.placeholder("availableOn")}::int)`;

/** The most a supplier's starting price may be, in pounds, filled in on each run. */
const MAX_PRICE = sql`${sql.placeholder("maxPrice")}::numeric`;

/** What a search asks of suppliers besides place and category: badges held today, a free day, a price. */
export type CandidateFilters = Record<CandidateFilterName, boolean>;

/**
 * How each candidate filter narrows a statement: its part of the statement's name, and its
 * condition on a listed supplier. Every candidate filter of the contract needs one.
 */
const CANDIDATE_FILTER_SQL: Record<CandidateFilterName, { suffix: string; condition: SQL }> = {
  insured: { suffix: "_insured", condition: sql` and ${users.insuredUntil} >= ${TODAY}` },
  goodHygiene: { suffix: "_hygiene", condition: sql` and ${users.goodHygieneUntil} >= ${TODAY}` },
  availableOn: { suffix: "_free", condition: sql` and ${availableOnDay(users.id, AVAILABLE_ON)}` },
  maxPrice: { suffix: "_price", condition: sql` and ${users.startingPrice} <= ${MAX_PRICE}` },
};

const asked = (filters: CandidateFilters) => CANDIDATE_FILTER_NAMES.filter((name) => filters[name]);

const NO_FILTERS = Object.fromEntries(
  CANDIDATE_FILTER_NAMES.map((name) => [name, false]),
) as CandidateFilters;

/** The filters a search asks for, as a statement names and builds them. */
export function candidateFiltersOf(filter: SupplierListFilter): CandidateFilters {
  return Object.fromEntries(
    CANDIDATE_FILTER_NAMES.map((name) => [name, Boolean(filter[name])]),
  ) as CandidateFilters;
}

/** The filters' part of a statement's name: `_insured`, `_hygiene`, `_free`, `_price`, in that order. */
export const candidateFilterNames = (filters: CandidateFilters) =>
  asked(filters)
    .map((name) => CANDIDATE_FILTER_SQL[name].suffix)
    .join("");

/**
 * The conditions every listed candidate meets, each ` and …`: listed (a supplier, not suspended,
 * with a category, a place and a description: LISTED_SUPPLIER, which the indexes' predicates hold), in the
 * category (a literal, checked against CATEGORY_KEYS, which proves the category's partial
 * indexes), holding today the badges asked for, free on the day asked for, and starting at no
 * more than the price asked for. Each badge comparison implies its column is not null, which
 * proves the badge's partial indexes; the free day is one probe of the availability index per
 * candidate.
 */
export function candidateConditions(category: CategoryKey | null, filters: CandidateFilters): SQL {
  return sql.join(
    [
      sql`${users.role} = 'supplier' and ${users.suspendedAt} is null and ${users.listingComplete}`,
      ...(category ? [sql` and ${users.categories} @> ${sql.raw(`'{${category}}'::text[]`)}`] : []),
      ...asked(filters).map((name) => CANDIDATE_FILTER_SQL[name].condition),
    ],
    sql``,
  );
}

/** The numbers a statement's filters are run with: today, the free day and the price when asked for. */
export function candidateValues(filter: SupplierListFilter, now: Date): Record<string, number> {
  return {
    today: dayNumber(ukToday(now)),
    ...(filter.availableOn ? { availableOn: dayNumber(filter.availableOn) } : {}),
    ...(filter.maxPrice === undefined ? {} : { maxPrice: filter.maxPrice }),
  };
}

/** A category of the contract as a statement's literal, or null for every category. */
export function categoryLiteral(category: string | undefined): CategoryKey | null {
  const key = category && isCategoryKey(category) ? category : null;
  if (category && !key) throw new Error(`unknown category ${category}`);
  return key;
}

/**
 * One statement for a page of a radius search: the nearest `readSize` listed suppliers by `<->`
 * from the GiST index (the category's own when there is one: its literal here proves the
 * partial index's predicate, in a plan kept for every centre), those within the radius ranked
 * by distance then id, the page's suppliers with their row versions, and the figures that tell
 * whether the read was enough.
 */
function nearbyPageQuery(
  category: CategoryKey | null,
  readSize: number,
  filters: CandidateFilters,
): SQL {
  const point = degreePointSql(users);
  const here = sql`point(${CENTRE.longitude}, ${CENTRE.latitude})`;
  return sql`with candidates as materialized (
      select ${users.id} as id, ${rowVersionSql} as version, ${haversineKmSql(users, CENTRE)} as distance, ${point} <-> ${here} as degrees
      from ${users}
      where ${candidateConditions(category, filters)}
      order by ${point} <-> ${here}
      limit ${sql.raw(String(readSize))}
    ), ranked as (
      select id, version, distance, row_number() over (order by distance, id) as place
      from candidates
      where distance <= ${sql.placeholder("radius")}
    )
    select count(*)::int as read, max(degrees) as furthest,
      (select distance from ranked where place = ${sql.placeholder("wanted")}) as last_needed,
      (select json_agg(json_build_array(distance, id, version) order by place)
        from ranked
        where place > ${sql.placeholder("offset")} and place <= ${sql.placeholder("wanted")}
      ) as entries
    from candidates`;
}

const statements = new Map<string, PreparedStatement>();

/** The statement for a category and read size, built once; kept prepared when the read is small. */
export function nearbyPageStatement(
  category: string | undefined,
  readSize: number,
  filters: CandidateFilters = NO_FILTERS,
): PreparedStatement {
  const key = categoryLiteral(category);
  const name = `directory_nearby_${key ?? "any"}${candidateFilterNames(filters)}_${readSize}`;
  if (readSize > LARGEST_PREPARED_READ)
    return prepareStatement(null, nearbyPageQuery(key, readSize, filters));
  let statement = statements.get(name);
  if (!statement) {
    statement = prepareStatement(name, nearbyPageQuery(key, readSize, filters));
    statements.set(name, statement);
  }
  return statement;
}

/** The numbers a page's statement is run with. */
export function nearbyPageValues(
  filter: SupplierListFilter,
  centre: { latitude: number; longitude: number },
  now: Date = new Date(),
): Record<string, number> {
  const offset = (filter.page - 1) * filter.limit;
  return {
    ...candidateValues(filter, now),
    latitude: centre.latitude,
    longitude: centre.longitude,
    radius: filter.distance,
    offset,
    wanted: offset + filter.limit,
  };
}

/**
 * A page of a radius search, nearest first, without computing the distance of every supplier
 * in the box. A GiST index on point(longitude, latitude) (one per category) reads suppliers in
 * order of plain degree distance (`<->`), which is not the sphere's order but bounds it: every
 * supplier within k km lies within degreesReaching(k) degrees. So once the read has passed
 * degreesReaching of the page's last distance (or of the radius, when the page is not full),
 * it holds everyone who can be on the page; until then, read more. A read that ends short has
 * read everyone, so results are the same as sorting every supplier in the radius by distance,
 * then id. One statement a read answers one row: the stopping figures and the page's suppliers,
 * whose cards cardsForPage then gives, on the same connection.
 */
export async function findNearbyPage(
  db: Db,
  filter: SupplierListFilter,
  centre: { latitude: number; longitude: number },
  now: Date,
): Promise<SupplierListItem[]> {
  const values = nearbyPageValues(filter, centre, now);
  const filters = candidateFiltersOf(filter);
  return onOneConnection(db, async (run) => {
    for (let atLeast = firstReadSize(values.wanted ?? 0); ; atLeast *= READ_GROWTH) {
      const readSize = roundedReadSize(atLeast);
      const [answer] = await run<NearbyAnswer>(
        nearbyPageStatement(filter.category, readSize, filters),
        values,
      );
      if (!answer) throw new Error("A directory page answered no row");
      const hasReadAll = answer.read < readSize || answer.furthest === null;
      const lastNeeded = answer.last_needed ?? filter.distance;
      if (
        hasReadAll ||
        degreesReaching(centre.latitude, centre.longitude, lastNeeded) < Number(answer.furthest)
      )
        return cardsForPage(
          db,
          run,
          (answer.entries ?? []).map(([distance, id, version]) => ({
            id,
            version,
            distance: Math.round(distance * 10) / 10,
          })),
          now,
        );
    }
  });
}
