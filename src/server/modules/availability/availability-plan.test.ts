import { PGlite } from "@electric-sql/pglite";
import { Placeholder, sql } from "drizzle-orm";
import type { Logger } from "drizzle-orm/logger";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, queryRows } from "#server/db/client";
import type { PreparedStatement } from "#server/db/prepared";
import * as schema from "#server/db/schema";
import { haversineKm } from "#server/lib/geo/distance";
import {
  candidateFiltersOf,
  candidateValues,
  nearbyPageStatement,
  nearbyPageValues,
  roundedReadSize,
} from "#server/modules/suppliers/nearby-page";
import { rankedReadStatement } from "#server/modules/suppliers/ranked-page";
import { countSuppliers, listSuppliers } from "#server/modules/suppliers/suppliers.service";
import type { SupplierListFilter } from "#shared/contracts/suppliers";
import { CATEGORY_KEYS } from "#shared/domain/categories";
import { describePlan, type PlanNode, planNodes } from "#tests/support/query-plans";
import { openTestDatabase, type TestDatabase } from "#tests/support/test-database";

const SUPPLIERS = 100_000;
const NOW = new Date("2027-03-03T12:00:00Z");
const SEARCHED_DAY = "2027-06-12";
const LEEDS = { latitude: 53.7997, longitude: -1.5492 };

let database: TestDatabase;
let db: Db;
/** The statements the directory sent, through a second Drizzle over the same connection. */
let sent: Array<{ query: string; params: unknown[] }> = [];
let loggedDb: Db;

/** Both drivers' clients answer `query(text, params)` with `{ rows }`. */
interface QueryClient {
  query<Row>(text: string, params: unknown[]): Promise<{ rows: Row[] }>;
}

async function explain(query: string, params: unknown[]): Promise<PlanNode> {
  const client = (db as unknown as { $client: QueryClient }).$client;
  const result = await client.query<{ "QUERY PLAN": Array<{ Plan: PlanNode }> | string }>(
    `explain (format json) ${query}`,
    params,
  );
  return planOf(result.rows[0]?.["QUERY PLAN"]);
}

function planOf(raw: Array<{ Plan: PlanNode }> | string | undefined): PlanNode {
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw)?.[0]?.Plan as PlanNode | undefined;
  if (!plan) throw new Error("no plan");
  return plan;
}

/** The plan a connection keeps for a prepared statement of the directory: the generic one. */
async function keptPlanOfStatement(statement: PreparedStatement, values: Record<string, unknown>) {
  const bound = statement.params.map((param) =>
    param instanceof Placeholder ? values[param.name] : param,
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw("set local plan_cache_mode = force_generic_plan"));
    await tx.execute(sql.raw(`prepare availability_plan as ${statement.text}`));
    const rows = await queryRows<{ "QUERY PLAN": Array<{ Plan: PlanNode }> | string }>(
      tx as unknown as Db,
      sql.raw(`explain (format json) execute availability_plan(${bound.join(", ")})`),
    );
    await tx.execute(sql.raw("deallocate availability_plan"));
    return planOf(rows[0]?.["QUERY PLAN"]);
  });
}

/** The kept plan of the nearest-first page's statement. */
function keptPlanOf(filter: SupplierListFilter & { latitude: number; longitude: number }) {
  const statement = nearbyPageStatement(filter.category, roundedReadSize(3 * filter.limit + 16), {
    insured: false,
    goodHygiene: false,
    availableOn: Boolean(filter.availableOn),
    maxPrice: false,
  });
  return keptPlanOfStatement(statement, nearbyPageValues(filter, filter, NOW));
}

/** The kept plan of the ranking's statement, which lists a page without a place. */
function keptRankedPlanOf(filter: SupplierListFilter) {
  const offset = (filter.page - 1) * filter.limit;
  const statement = rankedReadStatement(
    filter.category,
    roundedReadSize(offset + filter.limit),
    candidateFiltersOf(filter),
    false,
  );
  return keptPlanOfStatement(statement, {
    ...candidateValues(filter, NOW),
    limit: filter.limit,
    offset,
  });
}

function expectIndexedOnly(plan: PlanNode) {
  const shown = describePlan(plan);
  for (const node of planNodes(plan))
    expect(
      node["Node Type"] === "Seq Scan" &&
        ["users", "supplier_unavailable_days"].includes(node["Relation Name"] ?? ""),
      shown,
    ).toBe(false);
  expect(
    planNodes(plan).some(
      (node) =>
        node["Index Name"] === "supplier_unavailable_days_lookup_idx" ||
        node["Index Name"] === "supplier_unavailable_days_blocked_key",
    ),
    shown,
  ).toBe(true);
}

describe(`the 'Available on' filter over ${SUPPLIERS.toLocaleString("en-GB")} suppliers`, () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.handle.db;
    const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
    const logger: Logger = {
      logQuery: (query, params) => {
        sent.push({ query, params });
      },
    };
    loggedDb = (client instanceof PGlite
      ? drizzlePglite(client, { schema, logger })
      : drizzleNodePostgres(client, { schema, logger })) as unknown as Db;

    // Indexes are built once after the rows, as a bulk load does: far faster than row by row.
    const indexes = await queryRows<{ name: string; definition: string }>(
      db,
      sql.raw(`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = 'public' and tablename in ('users', 'supplier_unavailable_days')
          and not exists (select 1 from pg_constraint where conname = indexname)`),
    );
    for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
    // A deterministic spread over Great Britain; one or two categories each.
    const categories = `array[${CATEGORY_KEYS.map((key) => `'${key}'`).join(", ")}]`;
    await db.execute(
      sql.raw(`insert into users (username, email, password_hash, role, name, business_name,
          description, categories, latitude, longitude)
        select 'free' || g, 'free' || g || '@example.test', 'x', 'supplier', 'Planner ' || g,
          'Bulk Supplier ' || g || ' Ltd', 'Synthetic supplier for query plans.',
          case when g % 3 = 0
            then array[(${categories})[1 + (g * 7919) % ${CATEGORY_KEYS.length}], (${categories})[1 + (g * 104729) % ${CATEGORY_KEYS.length}]]
            else array[(${categories})[1 + (g * 7919) % ${CATEGORY_KEYS.length}]] end,
          50.2 + ((g * 104729) % 7400) / 1000.0, -5.2 + ((g * 15485863) % 6700) / 1000.0
        from generate_series(1::bigint, ${SUPPLIERS}) as g`),
    );
    // One in five is taken on the searched day; one in four keeps ten other days blocked.
    await db.execute(
      sql.raw(`insert into supplier_unavailable_days (supplier_id, day)
        select id, date '${SEARCHED_DAY}' from users where role = 'supplier' and id % 5 = 0
        union
        select id, date '2027-03-04' + ((k * 37 + id) % 365) from users, generate_series(1, 10) as k
        where role = 'supplier' and id % 4 = 0`),
    );
    for (const index of indexes) await db.execute(sql.raw(index.definition));
    await db.execute(sql.raw("analyze users"));
    await db.execute(sql.raw("analyze supplier_unavailable_days"));
  }, 240_000);

  afterAll(async () => {
    await database?.dispose();
  });

  const filter = {
    category: "catering",
    ...LEEDS,
    distance: 25,
    limit: 24,
    page: 1,
    availableOn: SEARCHED_DAY,
  } satisfies SupplierListFilter;

  it("reads nearest first from the GiST index and asks the availability index of each candidate, with no Seq Scan and no sort of suppliers", async () => {
    const plan = await keptPlanOf(filter);
    expectIndexedOnly(plan);
    const shown = describePlan(plan);
    expect(
      planNodes(plan).some((node) => node["Index Name"] === "users_nearby_catering_idx"),
      shown,
    ).toBe(true);
    const readsArea = (node: PlanNode) =>
      node["Relation Name"] === "users" && node["Index Name"] !== "users_pkey";
    expect(
      planNodes(plan).some(
        (node) => node["Node Type"] === "Sort" && planNodes(node).some(readsArea),
      ),
      shown,
    ).toBe(false);
  });

  it("lists exactly the nearest suppliers free that day", async () => {
    const listed = await listSuppliers(db, { ...filter, distance: 60, limit: 50, page: 2 }, NOW);
    const candidates = await queryRows<{ id: number; latitude: number; longitude: number }>(
      db,
      sql.raw(`select id, latitude, longitude from users
        where role = 'supplier' and categories @> '{catering}'
          and not exists (select 1 from supplier_unavailable_days
            where supplier_id = users.id and day = '${SEARCHED_DAY}')`),
    );
    const expected = candidates
      .map((row) => ({
        id: row.id,
        km: haversineKm(LEEDS.latitude, LEEDS.longitude, row.latitude, row.longitude),
      }))
      .filter((row) => row.km <= 60)
      .sort((a, b) => a.km - b.km || a.id - b.id);
    expect(expected.length).toBeGreaterThan(60);
    expect(listed.map((item) => item.id)).toEqual(expected.slice(50, 100).map((row) => row.id));
    expect(listed.some((item) => item.id % 5 === 0)).toBe(false);
  });

  it("ranks without a place, and counts, from indexes too", async () => {
    const { latitude: _latitude, longitude: _longitude, ...placeless } = filter;
    expectIndexedOnly(await keptRankedPlanOf(placeless));
    // The ranking's read really serves the page: the same suppliers, free that day.
    const listed = await listSuppliers(db, placeless, NOW);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.some((item) => item.id % 5 === 0)).toBe(false);
    const { limit: _limit, page: _page, ...counted } = filter;
    sent = [];
    await countSuppliers(loggedDb, counted, NOW);
    expect(sent.length).toBeGreaterThan(0);
    for (const statement of sent)
      expectIndexedOnly(await explain(statement.query, statement.params));
  });
});
