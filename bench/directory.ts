import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { geocodePlace } from "#server/lib/geo/gazetteer";
import {
  type DirectoryTarget,
  type ExplainedQuery,
  explainDirectoryQuery,
  fillDirectory,
  formatPlan,
} from "./directory-data";
import { benchEndpoint, type EndpointRow, printMachineLoad, printThroughput } from "./endpoint";
import { formatTable, whole } from "./format";
import type { LoadOptions } from "./load";
import { createThrowawayDatabase } from "./postgres";
import { startEventEazy } from "./server";

export const DIRECTORY_CATEGORY = "photography";
export const DIRECTORY_DISTANCE_KM = 25;

export interface DirectoryBenchOptions {
  rootDir: string;
  /** BENCH_DATABASE_URL: PostgreSQL is measured when set. */
  adminUrl?: string;
  includePglite: boolean;
  suppliers: number;
  load: LoadOptions;
  startTimeoutMs: number;
  /** Bounds inserting, indexing and ANALYZE for one engine. */
  fillTimeoutMs: number;
  defer: (cleanup: () => Promise<void>) => void;
}

type Engine = "PostgreSQL" | "PGlite";

interface EngineResult {
  engine: Engine;
  fillMs: number;
  plan: ExplainedQuery;
  listed: number;
  row: EndpointRow;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** The directory call of the bench: 24 photographers within 25 km of Leeds, nearest first. */
export function directoryEndpoint(): { path: string; latitude: number; longitude: number } {
  const leeds = geocodePlace("Leeds");
  if (!leeds) throw new Error("the gazetteer has no Leeds");
  const query = new URLSearchParams({
    category: DIRECTORY_CATEGORY,
    latitude: String(leeds.latitude),
    longitude: String(leeds.longitude),
    distance: String(DIRECTORY_DISTANCE_KM),
  });
  return { path: `/api/suppliers?${query}`, ...leeds };
}

async function prepareTarget(
  engine: Engine,
  options: DirectoryBenchOptions,
): Promise<{
  target: DirectoryTarget;
  dataDir?: string;
  databaseUrl?: string;
  dispose(): Promise<void>;
}> {
  if (engine === "PostgreSQL") {
    if (!options.adminUrl) throw new Error("PostgreSQL needs BENCH_DATABASE_URL");
    const database = await createThrowawayDatabase(options.adminUrl);
    options.defer(database.drop);
    return {
      target: { kind: "postgres", databaseUrl: database.url },
      databaseUrl: database.url,
      dispose: database.drop,
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-bench-directory-"));
  const dispose = () => rm(dataDir, { recursive: true, force: true });
  options.defer(dispose);
  // The server opens DATA_DIR/db, so the directory is prepared exactly there.
  return { target: { kind: "pglite", pgliteDir: path.join(dataDir, "db") }, dataDir, dispose };
}

async function measureEngine(
  engine: Engine,
  options: DirectoryBenchOptions,
): Promise<EngineResult> {
  const endpoint = directoryEndpoint();
  const prepared = await prepareTarget(engine, options);
  try {
    console.log(`  ${engine}: inserting ${whole(options.suppliers)} suppliers…`);
    const { fillMs } = await withTimeout(
      fillDirectory(prepared.target, options.suppliers, (count) =>
        console.log(`    ${whole(count)} inserted`),
      ),
      options.fillTimeoutMs,
      `${engine}: filling the directory`,
    );
    const plan = await withTimeout(
      explainDirectoryQuery(prepared.target, {
        category: DIRECTORY_CATEGORY,
        latitude: endpoint.latitude,
        longitude: endpoint.longitude,
        distance: DIRECTORY_DISTANCE_KM,
        limit: 24,
        page: 1,
      }),
      60_000,
      `${engine}: EXPLAIN ANALYZE`,
    );
    console.log(`  ${engine}: starting EventEazy on the filled database…`);
    const server = await startEventEazy({
      rootDir: options.rootDir,
      databaseUrl: prepared.databaseUrl,
      dataDir: prepared.dataDir,
      seedDemo: false,
      startTimeoutMs: options.startTimeoutMs,
      defer: options.defer,
    });
    try {
      const reference = await fetch(`${server.baseUrl}${endpoint.path}`);
      const listed = reference.ok ? ((await reference.json()) as unknown[]).length : 0;
      const row = await benchEndpoint(server.baseUrl, endpoint.path, options.load, options.defer);
      return { engine, fillMs, plan, listed, row: { ...row, label: engine } };
    } finally {
      await server.stop();
    }
  } finally {
    await prepared.dispose();
  }
}

function printComparison(results: EngineResult[]) {
  const table: string[][] = [
    ["database", "suppliers a page", "fill + index + ANALYZE", "query (EXPLAIN ANALYZE)", "plan"],
  ];
  for (const result of results) {
    const scans = result.plan.lines
      .filter((line) => /Scan|BitmapAnd|BitmapOr/.test(line.nodeType))
      .map((line) => `${line.nodeType}${line.on ? ` ${line.on}` : ""}`)
      .join(" + ");
    table.push([
      result.engine,
      String(result.listed),
      `${(result.fillMs / 1000).toFixed(1)} s`,
      `${result.plan.executionMs.toFixed(2)} ms`,
      scans,
    ]);
  }
  console.log(formatTable(table));
  const postgres = results.find((result) => result.engine === "PostgreSQL");
  const pglite = results.find((result) => result.engine === "PGlite");
  if (postgres?.row.app && pglite?.row.app) {
    const share = (pglite.row.app.requestsPerSecond / postgres.row.app.requestsPerSecond) * 100;
    console.log(
      `PGlite vs PostgreSQL: ${whole(pglite.row.app.requestsPerSecond)} vs ${whole(postgres.row.app.requestsPerSecond)} req/s (PGlite at ${share.toFixed(1)}% of PostgreSQL), p50 ${pglite.row.app.latencyP50Ms} vs ${postgres.row.app.latencyP50Ms} ms, p99 ${pglite.row.app.latencyP99Ms} vs ${postgres.row.app.latencyP99Ms} ms, query ${pglite.plan.executionMs.toFixed(2)} vs ${postgres.plan.executionMs.toFixed(2)} ms`,
    );
  }
}

/** "Directory search over 100,000 suppliers": fill, EXPLAIN ANALYZE, then load against the bare ceiling. */
export async function runDirectoryBench(options: DirectoryBenchOptions): Promise<void> {
  const engines: Engine[] = [
    ...(options.adminUrl ? (["PostgreSQL"] as const) : []),
    ...(options.includePglite ? (["PGlite"] as const) : []),
  ];
  if (engines.length === 0) {
    console.log(
      "\nDirectory search: skipped (no BENCH_DATABASE_URL and BENCH_DIRECTORY_PGLITE=0).",
    );
    return;
  }
  const endpoint = directoryEndpoint();
  console.log(
    `\nDirectory search over ${whole(options.suppliers)} suppliers (${engines.join(" and ")}): GET ${endpoint.path}`,
  );
  const loadBefore = os.loadavg()[0] ?? 0;
  const results: EngineResult[] = [];
  for (const engine of engines) results.push(await measureEngine(engine, options));
  const loadAfter = os.loadavg()[0] ?? 0;

  console.log(
    `\nDirectory search over ${whole(options.suppliers)} suppliers: bare node:http serving the same bytes vs EventEazy`,
  );
  printThroughput(
    results.map((result) => result.row),
    "database",
  );
  printComparison(results);
  for (const result of results) {
    console.log(`\nEXPLAIN ANALYZE of the directory query on ${result.engine} (best of 3 runs):`);
    console.log(formatPlan(result.plan));
  }
  printMachineLoad(loadBefore, loadAfter);
}
