import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { onOneConnection, type PreparedStatement, prepareStatement } from "#server/db/prepared";
import { users } from "#server/db/schema";
import type { SupplierListFilter, SupplierListItem } from "#shared/contracts/suppliers";
import type { CategoryKey } from "#shared/domain/categories";
import { cardsForPage, rowVersionSql } from "./cards-by-version";
import {
  type CandidateFilters,
  candidateConditions,
  candidateFilterNames,
  candidateFiltersOf,
  candidateValues,
  categoryLiteral,
  roundedReadSize,
} from "./nearby-page";

/**
 * How many of the ranking a search by words reads, for each supplier its page needs: a word
 * found in one supplier in ten of a category fills the page from the first read. The read stops
 * as soon as the page is full, so a common word reads fewer; a rarer word goes to the words'
 * index after reading this many.
 */
const WORDS_READ_FACTOR = 16;
/** Reads up to this size are kept prepared; deeper pages' reads are planned afresh. */
const LARGEST_PREPARED_READ = 3_072;

/**
 * docs/spec-contract.md §Ranking, column for column as the ranking indexes hold it: rated
 * suppliers with two or more reviews first, by rating; then the most recently updated, then the
 * rating, then the id.
 */
const rankOrder = (from: string) =>
  sql.raw(
    ["is_top_rated", "top_rating", "updated_at", "avg_rating", "id"]
      .map((column) => `${from}.${column} desc nulls last`)
      .join(", "),
  );

/** The words of a search as a prefix query for `to_tsquery('simple', …)`: "harb ligh" → `harb:* & ligh:*`. */
export function wordsQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(" & ");
}

const WORDS = sql`to_tsquery('simple', ${sql.placeholder("words")}::text)`;
/**
 * The words' query made once per statement. to_tsquery is only stable, so as a filter on each row
 * read PostgreSQL parses the words again for every row; as a subquery it is an init plan, parsed
 * once. Only where the plan does not depend on the words: the words' index statement keeps the
 * call itself, so the planner sees the words and how rare they are.
 */
const WORDS_ONCE = sql`(select ${WORDS})`;

/** A page as the statements answer it: the page's suppliers in order, each with its row version. */
interface RankedEntry {
  id: number;
  version: string;
}

/**
 * One statement for a page of the ranking: the best `readSize` listed suppliers of the category
 * (with the filters asked for), read in order from its ranking index, and among them, those
 * whose words match, paged. The page's suppliers are exactly the ranking's when the read holds
 * all of them: the read answers in ranking order and stops as soon as the page is full, so a
 * full page is always right, and so is any page of a search without words when the read is at
 * least as long as the page needs.
 */
function rankedReadQuery(
  category: CategoryKey | null,
  readSize: number,
  filters: CandidateFilters,
  withWords: boolean,
): SQL {
  return sql`select id, version from (
      select ${users.id} as id, ${rowVersionSql} as version, ${users.isTopRated} as is_top_rated,
        ${users.topRating} as top_rating, ${users.updatedAt} as updated_at,
        ${users.avgRating} as avg_rating${withWords ? sql`, ${users.searchVector} as search_vector` : sql``}
      from ${users}
      where ${candidateConditions(category, filters)}
      order by ${rankOrder('"users"')}
      limit ${sql.raw(String(readSize))}
    ) as ranked${withWords ? sql` where ranked.search_vector @@ ${WORDS_ONCE}` : sql``}
    order by ${rankOrder("ranked")}
    limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}`;
}

/**
 * One statement for a page of a search by words that the ranking's first read did not fill:
 * every listed supplier the words' index finds (with the category and filters), put in ranking
 * order. Words that fill no page from the ranking's first read are rare in that category, so
 * the words' index finds few.
 */
function wordsIndexQuery(category: CategoryKey | null, filters: CandidateFilters): SQL {
  return sql`with matches as materialized (
      select ${users.id} as id, ${rowVersionSql} as version, ${users.isTopRated} as is_top_rated,
        ${users.topRating} as top_rating, ${users.updatedAt} as updated_at,
        ${users.avgRating} as avg_rating
      from ${users}
      where ${users.searchVector} @@ ${WORDS} and ${candidateConditions(category, filters)}
    )
    select id, version from matches
    order by ${rankOrder("matches")}
    limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}`;
}

const statements = new Map<string, PreparedStatement>();

function keptStatement(name: string, build: () => SQL): PreparedStatement {
  let statement = statements.get(name);
  if (!statement) {
    statement = prepareStatement(name, build());
    statements.set(name, statement);
  }
  return statement;
}

/** The ranking's read for a category, filters and read size; kept prepared when the read is small. */
export function rankedReadStatement(
  category: string | undefined,
  readSize: number,
  filters: CandidateFilters,
  withWords: boolean,
): PreparedStatement {
  const key = categoryLiteral(category);
  const build = () => rankedReadQuery(key, readSize, filters, withWords);
  if (readSize > LARGEST_PREPARED_READ) return prepareStatement(null, build());
  const name = `directory_ranked_${key ?? "any"}${candidateFilterNames(filters)}${
    withWords ? "_words" : ""
  }_${readSize}`;
  return keptStatement(name, build);
}

/**
 * The words' index's statement for a category and filters. It is planned afresh with its words
 * each time, never kept: which index serves it best depends on how many suppliers the words find
 * (a plan kept for every word reads the whole category), and it runs only when the ranking's
 * first read did not fill the page.
 */
export function wordsIndexStatement(
  category: string | undefined,
  filters: CandidateFilters,
): PreparedStatement {
  const key = categoryLiteral(category);
  const name = `directory_words_${key ?? "any"}${candidateFilterNames(filters)}`;
  let statement = statements.get(name);
  if (!statement) {
    statement = prepareStatement(null, wordsIndexQuery(key, filters));
    statements.set(name, statement);
  }
  return statement;
}

/**
 * A page of the directory without a place, in the ranking's order, with cards kept by row
 * version. Without words: one read of the ranking index (the category's own when there is one)
 * as long as the page needs. With words: a read of WORDS_READ_FACTOR times that, testing each
 * supplier's stored words as it goes and stopping once the page is full; a page it does not fill
 * (rare words, or the last page) is read from the words' index instead.
 */
export async function findRankedPage(
  db: Db,
  filter: SupplierListFilter,
  now: Date,
): Promise<SupplierListItem[]> {
  const words = filter.q ? wordsQuery(filter.q) : null;
  const filters = candidateFiltersOf(filter);
  const offset = (filter.page - 1) * filter.limit;
  const wanted = offset + filter.limit;
  const values = {
    ...candidateValues(filter, now),
    ...(words === null ? {} : { words }),
    limit: filter.limit,
    offset,
  };
  return onOneConnection(db, async (run) => {
    const readSize = roundedReadSize(words === null ? wanted : wanted * WORDS_READ_FACTOR);
    let entries = await run<RankedEntry>(
      rankedReadStatement(filter.category, readSize, filters, words !== null),
      values,
    );
    if (words !== null && entries.length < filter.limit)
      entries = await run<RankedEntry>(wordsIndexStatement(filter.category, filters), values);
    return cardsForPage(
      db,
      run,
      entries.map(({ id, version }) => ({ id, version, distance: null })),
      now,
    );
  });
}
