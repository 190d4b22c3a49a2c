import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { geocodePlace } from "#server/lib/geo/gazetteer";
import { addDays, ukToday } from "#shared/domain/calendar-days";
import { CATEGORY_KEYS } from "#shared/domain/categories";
import {
  DIRECTORY_WORDS,
  type DirectoryTarget,
  type ExplainedQuery,
  explainDirectoryQuery,
  fillDirectory,
  formatPlan,
  seededRandom,
  UNAVAILABLE_WINDOW_DAYS,
} from "./directory-data";
import { benchEndpoint, type EndpointRow, printMachineLoad, printThroughput } from "./endpoint";
import { formatTable, whole } from "./format";
import { type LoadOptions, type LoadResult, runLoad } from "./load";
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

export type Engine = "PostgreSQL" | "PGlite";

interface EngineResult {
  engine: Engine;
  fillMs: number;
  plan: ExplainedQuery;
  /** The varied workload's heaviest kind of search: a category around London. */
  londonPlan: ExplainedQuery;
  listed: number;
  row: EndpointRow;
  varied: LoadResult;
  /** The same searches, each with an "Available on" day. */
  variedDated: LoadResult;
  /** A category and one common word, no place. */
  variedWords: LoadResult;
}

/** The varied workload's towns, categories and radii: 15 × 10 × 4 searches, then paging. */
export const VARIED_TOWNS = [
  "London",
  "Birmingham",
  "Manchester",
  "Leeds",
  "Glasgow",
  "Liverpool",
  "Bristol",
  "Sheffield",
  "Edinburgh",
  "Cardiff",
  "Leicester",
  "Nottingham",
  "Newcastle upon Tyne",
  "Belfast",
  "Southampton",
];
const VARIED_CATEGORIES = CATEGORY_KEYS.slice(0, 10);
const VARIED_RADII_KM = [5, 25, 50, 100];
/** How far each search's centre strays from the town's, so that no two searches are the same. */
const CENTRE_JITTER_DEGREES = 0.02;

/**
 * The varied workload: each call gives the next directory search, cycling through every town,
 * category and radius, with a centre moved a little each time (so no answer can be reused),
 * page 1 seven times in ten, page 2 twice and pages 3 to 5 once. With `withDate`, each search
 * also asks for suppliers free on one of the next 60 days ("Available on").
 */
export function variedDirectorySearches(
  seed = 1515,
  { withDate = false }: { withDate?: boolean } = {},
): () => string {
  const random = seededRandom(seed);
  const towns = VARIED_TOWNS.map((name) => {
    const place = geocodePlace(name);
    if (!place) throw new Error(`the gazetteer has no ${name}`);
    return place;
  });
  const sixDecimals = (degrees: number) => String(Math.round(degrees * 1e6) / 1e6);
  const today = ukToday();
  let count = 0;
  return () => {
    const town = towns[count % towns.length] as { latitude: number; longitude: number };
    const category = VARIED_CATEGORIES[Math.floor(count / towns.length) % VARIED_CATEGORIES.length];
    const radius =
      VARIED_RADII_KM[
        Math.floor(count / (towns.length * VARIED_CATEGORIES.length)) % VARIED_RADII_KM.length
      ];
    count += 1;
    const roll = random();
    const page = roll < 0.7 ? 1 : roll < 0.9 ? 2 : 3 + Math.floor(random() * 3);
    const query = new URLSearchParams({
      category: String(category),
      latitude: sixDecimals(town.latitude + (random() * 2 - 1) * CENTRE_JITTER_DEGREES),
      longitude: sixDecimals(town.longitude + (random() * 2 - 1) * CENTRE_JITTER_DEGREES),
      distance: String(radius),
      page: String(page),
    });
    if (withDate)
      query.set("availableOn", addDays(today, Math.floor(random() * UNAVAILABLE_WINDOW_DAYS)));
    return `/api/suppliers?${query}`;
  };
}

/**
 * The words mix: each call gives the next search by words with no place, a category (of the
 * place mix's ten) and one of the ten common words of business names, paged as the place mix.
 */
export function variedWordSearches(seed = 1616): () => string {
  const random = seededRandom(seed);
  let count = 0;
  return () => {
    const word = DIRECTORY_WORDS[count % DIRECTORY_WORDS.length] as string;
    const category =
      VARIED_CATEGORIES[Math.floor(count / DIRECTORY_WORDS.length) % VARIED_CATEGORIES.length];
    count += 1;
    const roll = random();
    const page = roll < 0.7 ? 1 : roll < 0.9 ? 2 : 3 + Math.floor(random() * 3);
    const query = new URLSearchParams({
      category: String(category),
      q: word.toLowerCase(),
      page: String(page),
    });
    return `/api/suppliers?${query}`;
  };
}

export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
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

/** An empty database for one engine: a throwaway PostgreSQL database, or a fresh PGlite DATA_DIR. */
export async function prepareTarget(
  engine: Engine,
  options: Pick<DirectoryBenchOptions, "adminUrl" | "defer">,
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
    const london = geocodePlace("London");
    if (!london) throw new Error("the gazetteer has no London");
    const londonPlan = await withTimeout(
      explainDirectoryQuery(prepared.target, {
        category: "catering",
        latitude: london.latitude,
        longitude: london.longitude,
        distance: DIRECTORY_DISTANCE_KM,
        limit: 24,
        page: 2,
      }),
      60_000,
      `${engine}: EXPLAIN ANALYZE`,
    );
    const startServer = (env: Record<string, string>) =>
      startEventEazy({
        rootDir: options.rootDir,
        databaseUrl: prepared.databaseUrl,
        dataDir: prepared.dataDir,
        keepDataDir: true,
        seedDemo: false,
        env,
        startTimeoutMs: options.startTimeoutMs,
        defer: options.defer,
      });

    console.log(`  ${engine}: starting EventEazy on the filled database, answer cache on…`);
    const cached = await startServer({});
    let listed = 0;
    let row: EndpointRow;
    try {
      const reference = await fetch(`${cached.baseUrl}${endpoint.path}`);
      listed = reference.ok ? ((await reference.json()) as unknown[]).length : 0;
      row = await benchEndpoint(cached.baseUrl, endpoint.path, options.load, options.defer);
    } finally {
      await cached.stop();
    }

    console.log(`  ${engine}: varied searches, answer cache off (DIRECTORY_CACHE_SECONDS=0)…`);
    const uncached = await startServer({ DIRECTORY_CACHE_SECONDS: "0" });
    try {
      const varied = await runLoad(uncached.baseUrl, options.load, variedDirectorySearches());
      console.log(`  ${engine}: varied searches by a category and a word, no place…`);
      const variedWords = await runLoad(uncached.baseUrl, options.load, variedWordSearches());
      console.log(`  ${engine}: the same varied searches, each with an 'Available on' day…`);
      const variedDated = await runLoad(
        uncached.baseUrl,
        options.load,
        variedDirectorySearches(1515, { withDate: true }),
      );
      return {
        engine,
        fillMs,
        plan,
        londonPlan,
        listed,
        row: { ...row, label: engine },
        varied,
        variedDated,
        variedWords,
      };
    } finally {
      await uncached.stop();
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
  const workloads: string[][] = [
    ["database", "workload", "answer cache", "req/s", "p50", "p99", "non-2xx", "errors+timeouts"],
  ];
  for (const result of results) {
    const app = result.row.app;
    if (app)
      workloads.push([
        result.engine,
        "one search, repeated",
        "on",
        whole(app.requestsPerSecond),
        `${app.latencyP50Ms} ms`,
        `${app.latencyP99Ms} ms`,
        whole(app.non2xx),
        whole(app.errors + app.timeouts),
      ]);
    for (const [workload, load] of [
      ["varied, every search different", result.varied],
      ["varied, with 'Available on'", result.variedDated],
      ["varied words, no place", result.variedWords],
    ] as const)
      workloads.push([
        result.engine,
        workload,
        "off",
        whole(load.requestsPerSecond),
        `${load.latencyP50Ms} ms`,
        `${load.latencyP99Ms} ms`,
        whole(load.non2xx),
        whole(load.errors + load.timeouts),
      ]);
  }
  console.log(
    `\nVaried searches (${VARIED_TOWNS.length} towns × ${VARIED_CATEGORIES.length} categories × ${VARIED_RADII_KM.length} radii, pages 1–5) beside the cached one:`,
  );
  console.log(formatTable(workloads));
  console.log(
    "With the answer cache off, every search asks the database which suppliers to show and in what order; each supplier's card is made once per version of its row (decision 38).",
  );
  console.log(
    `Words mix: a category and one of ${DIRECTORY_WORDS.length} common words (${DIRECTORY_WORDS.join(", ").toLowerCase()}), no place, pages 1–5.`,
  );
  for (const result of results) {
    const words = result.variedWords;
    const place = result.varied;
    const share = (words.requestsPerSecond / place.requestsPerSecond) * 100;
    console.log(
      `${result.engine}, words vs place: ${share.toFixed(1)}% (${whole(words.requestsPerSecond)} vs ${whole(place.requestsPerSecond)} req/s), p50 ${words.latencyP50Ms} vs ${place.latencyP50Ms} ms, p99 ${words.latencyP99Ms} vs ${place.latencyP99Ms} ms`,
    );
  }
  const postgres = results.find((result) => result.engine === "PostgreSQL");
  const pglite = results.find((result) => result.engine === "PGlite");
  if (postgres && pglite) {
    const share = (pglite.varied.requestsPerSecond / postgres.varied.requestsPerSecond) * 100;
    console.log(
      `Varied, uncached: PGlite at ${share.toFixed(1)}% of PostgreSQL (${whole(pglite.varied.requestsPerSecond)} vs ${whole(postgres.varied.requestsPerSecond)} req/s)`,
    );
  }
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
    console.log(
      `\nEXPLAIN ANALYZE on ${result.engine} of catering within 25 km of London, page 2 (best of 3 runs):`,
    );
    console.log(formatPlan(result.londonPlan));
  }
  printMachineLoad(loadBefore, loadAfter);
}
