import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "#server/db/client";
import { type PreparedRunner, prepareStatement } from "#server/db/prepared";
import { users } from "#server/db/schema";
import type { SupplierListItem } from "#shared/contracts/suppliers";
import { ukToday } from "#shared/domain/calendar-days";
import { type ListRow, listColumns, toListItem } from "./supplier-card";

/**
 * Cards kept per database: 20,000 take about 15 MB, a few towns' worth of suppliers, so the
 * searches of a busy hour find nearly every card they show already made.
 */
const MAX_KEPT_CARDS = 20_000;

/**
 * The version of a supplier's row: PostgreSQL's `xmin`, the transaction that wrote this version.
 * Every change to the row (profile, price, rating, badges, suspension) writes a new version with
 * a new `xmin`, so a card made from one version is that version's card.
 */
export const rowVersionSql = sql<string>`${users}.xmin::text`;

interface KeptCard {
  version: string;
  /** The UK day the card was made on: which badges are current depends on the day. */
  day: string;
  card: SupplierListItem;
}

/** One store per database: two databases in one process may hold different rows under one id. */
const keptByDatabase = new WeakMap<object, LRUCache<number, KeptCard>>();

function keptCardsOf(db: Db): LRUCache<number, KeptCard> {
  const client = (db as unknown as { $client: object }).$client;
  let kept = keptByDatabase.get(client);
  if (!kept) {
    kept = new LRUCache({ max: MAX_KEPT_CARDS });
    keptByDatabase.set(client, kept);
  }
  return kept;
}

const CARD_KEYS = Object.keys(listColumns) as Array<keyof typeof listColumns>;

/** The rows of the suppliers whose cards a page lacks: each one's version and card values. */
const cardRowsStatement = prepareStatement(
  "directory_card_rows",
  sql`select ${rowVersionSql} as version, json_build_array(${sql.join(
    CARD_KEYS.map((key) => listColumns[key]),
    sql`, `,
  )}) as card
    from ${users} where ${users.id} = any(${sql.placeholder("ids")}::int[])`,
);

/**
 * A row's values as JSON, in listColumns' order (an array: no key is written and read again for
 * every card), under their names as a query by listColumns would answer them.
 */
function toListRow(values: unknown[]): ListRow {
  const row: Record<string, unknown> = {};
  CARD_KEYS.forEach((key, index) => {
    row[key] = values[index];
  });
  row.updatedAt = new Date(row.updatedAt as string);
  return row as ListRow;
}

/** A card shared by every page that shows it: frozen, so no answer can change another's. */
function keptCard(card: SupplierListItem): SupplierListItem {
  Object.freeze(card.categories);
  Object.freeze(card.badges);
  if (card.location) Object.freeze(card.location);
  return Object.freeze(card);
}

/** A supplier on a page: who, which version of their row the search read, and how far. */
export interface PageEntry {
  id: number;
  version: string;
  distance: number | null;
}

/**
 * The cards of a page whose suppliers the database has chosen and ordered. A card is made once
 * per version of its supplier's row and UK day, then kept: a search reads only the ids and row
 * versions of its page, and asks for the rows of those whose card for that version it lacks. A
 * row changed since the page was read is shown as it is now; one deleted since is left out.
 * `run` runs the statement for the missing rows, on the connection that read the page.
 */
export async function cardsForPage(
  db: Db,
  run: PreparedRunner,
  entries: readonly PageEntry[],
  now: Date,
): Promise<SupplierListItem[]> {
  const kept = keptCardsOf(db);
  const day = ukToday(now);
  const cardOf = new Map<number, SupplierListItem>();
  const missing: number[] = [];
  for (const entry of entries) {
    const found = kept.get(entry.id);
    if (found && found.version === entry.version && found.day === day)
      cardOf.set(entry.id, found.card);
    else missing.push(entry.id);
  }
  if (missing.length > 0) {
    const rows = await run<{ version: string; card: unknown[] }>(cardRowsStatement, {
      ids: missing,
    });
    for (const { version, card: values } of rows) {
      const card = keptCard(toListItem(toListRow(values), null, now));
      kept.set(card.id, { version, day, card });
      cardOf.set(card.id, card);
    }
  }
  const cards: SupplierListItem[] = [];
  for (const entry of entries) {
    const card = cardOf.get(entry.id);
    if (card) cards.push({ ...card, distance: entry.distance });
  }
  return cards;
}
