import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildClient } from "#scripts/lib/build-client";
import { measureHomeBundle } from "./bundle-size";
import { runDirectoryBench } from "./directory";
import { benchEndpoint, type EndpointRow, printMachineLoad, printThroughput } from "./endpoint";
import { formatTable, kB } from "./format";
import { runImageDecodingBench } from "./image-decoding";
import { runInsightsBench } from "./insights";
import { runLeadAlertBench } from "./lead-alerts";
import type { LoadOptions } from "./load";
import { RELEASE_NODE_FLAGS, runMemoryBench } from "./memory";
import { createThrowawayDatabase } from "./postgres";
import { startEventEazy } from "./server";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CLIENT_DIR = path.join(ROOT, "dist", "client");
const ENDPOINTS = ["/api/categories", "/api/suppliers"];
const HOME_JS_BUDGET_BYTES = 120_000;
const BUILD_TIMEOUT_MS = 240_000;
const START_TIMEOUT_MS = 180_000;
/**
 * Inserting, indexing and analysing 100,000 suppliers takes about 45 s on either engine here, and
 * 1,000,000 about 250–330 s: the limit grows with the count, 300 s for each 200,000.
 */
const directoryFillTimeoutMs = (suppliers: number) =>
  300_000 * Math.max(1, Math.ceil(suppliers / 200_000));

/** Inserting and indexing the lead section's suppliers, the posts and the alerts: 10 min a million, at least 10. */
const leadBenchTimeoutMs = (suppliers: number) =>
  600_000 * Math.max(1, Math.ceil(suppliers / 1_000_000)) + 600_000;

function positiveIntFromEnv(name: string, fallback: number, allowZero = false): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1))
    throw new Error(`${name} must be a whole number${allowZero ? "" : " above 0"} (got "${raw}")`);
  return value;
}

const cleanups: Array<() => Promise<void>> = [];
let cleaningUp: Promise<void> | undefined;

const defer = (cleanup: () => Promise<void>) => {
  cleanups.push(cleanup);
};

function cleanUp(): Promise<void> {
  cleaningUp ??= (async () => {
    while (cleanups.length > 0) {
      const step = cleanups.pop();
      await step?.().catch((error: unknown) => console.error("cleanup failed:", error));
    }
  })();
  return cleaningUp;
}

async function abort(reason: string): Promise<never> {
  console.error(`\nbench: ${reason}; stopping everything.`);
  await cleanUp();
  process.exit(1);
}

async function printBundle() {
  const report = await measureHomeBundle(CLIENT_DIR);
  const table: string[][] = [["file", "loaded as", "raw", "gzip -9"]];
  for (const file of report.files)
    table.push([file.file, file.reason, kB(file.rawBytes), kB(file.gzipBytes)]);
  table.push(["total", "", "", kB(report.totalGzipBytes)]);
  console.log(formatTable(table));
  const share = ((report.totalGzipBytes / HOME_JS_BUDGET_BYTES) * 100).toFixed(0);
  const verdict = report.totalGzipBytes <= HOME_JS_BUDGET_BYTES ? "within" : "OVER";
  console.log(
    `home page JavaScript: ${kB(report.totalGzipBytes)} gzip of a ${kB(HOME_JS_BUDGET_BYTES)} budget (${share}%, ${verdict} budget; 1 kB = 1000 bytes)`,
  );
  if (!report.homeChunkFound)
    console.log(
      "note: no home-*.js chunk in dist/client/assets; the home route chunk is not counted.",
    );
}

async function main() {
  const load: LoadOptions = {
    durationSeconds: positiveIntFromEnv("BENCH_DURATION", 10),
    connections: positiveIntFromEnv("BENCH_CONNECTIONS", 50),
    pipelining: positiveIntFromEnv("BENCH_PIPELINING", 1),
    warmupSeconds: positiveIntFromEnv("BENCH_WARMUP", 2, true),
  };
  const adminUrl = process.env.BENCH_DATABASE_URL || undefined;
  const directory = {
    enabled: process.env.BENCH_DIRECTORY !== "0" || process.argv.includes("directory"),
    suppliers: positiveIntFromEnv("BENCH_DIRECTORY_SUPPLIERS", 100_000),
    includePglite: process.env.BENCH_DIRECTORY_PGLITE !== "0",
  };
  const leads = {
    enabled: process.env.BENCH_LEADS !== "0" || process.argv.includes("leads"),
    suppliers: positiveIntFromEnv("BENCH_LEAD_SUPPLIERS", 1_000_000),
    matching: positiveIntFromEnv("BENCH_LEAD_MATCHING", 10_000),
    posts: positiveIntFromEnv("BENCH_LEAD_POSTS", 200),
  };
  const insights = {
    enabled: process.env.BENCH_INSIGHTS !== "0" || process.argv.includes("insights"),
    suppliers: positiveIntFromEnv("BENCH_INSIGHTS_SUPPLIERS", 100_000),
    includePglite: process.env.BENCH_INSIGHTS_PGLITE !== "0",
    flushSeconds: positiveIntFromEnv("INSIGHTS_FLUSH_SECONDS", 5),
    countingRounds: positiveIntFromEnv("BENCH_COUNTING_ROUNDS", 5),
  };
  const memory = {
    enabled: process.env.BENCH_MEMORY !== "0" || process.argv.includes("memory"),
    loadSeconds: positiveIntFromEnv("BENCH_MEMORY_LOAD_SECONDS", 60),
    restSeconds: positiveIntFromEnv("BENCH_MEMORY_REST_SECONDS", 60, true),
    startupRuns: positiveIntFromEnv("BENCH_STARTUP_RUNS", 3),
    includePglite: process.env.BENCH_MEMORY_PGLITE !== "0",
    nodeFlags:
      process.env.BENCH_NODE_FLAGS === undefined
        ? RELEASE_NODE_FLAGS
        : process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean),
  };
  // `npm run bench -- directory` runs the directory search alone, `-- leads` the lead alerts,
  // `-- memory` the memory and start-up section, `-- insights` the supplier insights; several
  // names run several.
  const SECTIONS = ["directory", "leads", "memory", "insights"];
  const sections = process.argv.slice(2);
  const unknown = sections.filter((section) => !SECTIONS.includes(section));
  if (unknown.length > 0)
    throw new Error(
      `unknown bench section ${unknown.join(", ")}; the sections are ${SECTIONS.map((name) => `"${name}"`).join(", ")}`,
    );
  const sectionsOnly = sections.length > 0;
  if (sectionsOnly) {
    directory.enabled = sections.includes("directory");
    leads.enabled = sections.includes("leads");
    memory.enabled = sections.includes("memory");
    insights.enabled = sections.includes("insights");
  }
  const directoryEngines = directory.enabled
    ? (adminUrl ? 1 : 0) + (directory.includePglite ? 1 : 0)
    : 0;
  const insightsEngines = insights.enabled
    ? (adminUrl ? 1 : 0) + (insights.includePglite ? 1 : 0)
    : 0;
  const needsBuild = !sectionsOnly && !existsSync(path.join(CLIENT_DIR, "index.html"));

  // Every phase has its own timeout; this is the backstop in case one of them does not fire.
  const perRunMs = (load.durationSeconds + load.warmupSeconds + 20) * 1000;
  const budgetMs =
    (needsBuild ? BUILD_TIMEOUT_MS : 0) +
    (sectionsOnly ? 0 : START_TIMEOUT_MS + ENDPOINTS.length * 2 * perRunMs) +
    directoryEngines *
      (directoryFillTimeoutMs(directory.suppliers) +
        120_000 +
        2 * START_TIMEOUT_MS +
        4 * perRunMs) +
    insightsEngines *
      (2 * directoryFillTimeoutMs(insights.suppliers) +
        120_000 +
        START_TIMEOUT_MS +
        (1 + 2 * insights.countingRounds) * perRunMs) +
    (leads.enabled && adminUrl ? leadBenchTimeoutMs(leads.suppliers) : 0) +
    (memory.enabled
      ? (adminUrl ? 2 : 1) *
          ((3 + memory.startupRuns) * START_TIMEOUT_MS +
            (memory.loadSeconds + memory.restSeconds + 30) * 1000) +
        BUILD_TIMEOUT_MS
      : 0) +
    60_000;
  const watchdog = setTimeout(
    () => void abort(`run exceeded its ${Math.round(budgetMs / 1000)} s limit`),
    budgetMs,
  );
  process.once("SIGINT", () => void abort("interrupted"));
  process.once("SIGTERM", () => void abort("terminated"));

  try {
    if (needsBuild) {
      console.log("dist/client/index.html is missing; building the client…");
      if (buildClient() !== 0) throw new Error("the client build failed");
    }

    if (!sectionsOnly) await runGeneralSections(load, adminUrl);

    if (directory.enabled)
      await runDirectoryBench({
        rootDir: ROOT,
        adminUrl,
        includePglite: directory.includePglite,
        suppliers: directory.suppliers,
        load,
        startTimeoutMs: START_TIMEOUT_MS,
        fillTimeoutMs: directoryFillTimeoutMs(directory.suppliers),
        defer,
      });
    else
      console.log(
        `\nDirectory search: skipped (${sectionsOnly ? "not among the sections asked for" : "BENCH_DIRECTORY=0"}).`,
      );

    if (leads.enabled)
      await runLeadAlertBench({
        rootDir: ROOT,
        adminUrl,
        suppliers: leads.suppliers,
        matching: Math.min(leads.matching, leads.suppliers),
        posts: leads.posts,
        startTimeoutMs: START_TIMEOUT_MS,
        defer,
      });
    else
      console.log(
        `\nLead alerts: skipped (${sectionsOnly ? "not among the sections asked for" : "BENCH_LEADS=0"}).`,
      );

    if (insights.enabled)
      await runInsightsBench({
        rootDir: ROOT,
        adminUrl,
        includePglite: insights.includePglite,
        suppliers: insights.suppliers,
        load,
        startTimeoutMs: START_TIMEOUT_MS,
        fillTimeoutMs: directoryFillTimeoutMs(insights.suppliers),
        flushSeconds: insights.flushSeconds,
        countingRounds: insights.countingRounds,
        defer,
      });
    else
      console.log(
        `\nSupplier insights: skipped (${sectionsOnly ? "not among the sections asked for" : "BENCH_INSIGHTS=0"}).`,
      );

    if (memory.enabled)
      await runMemoryBench({
        rootDir: ROOT,
        adminUrl,
        loadSeconds: memory.loadSeconds,
        restSeconds: memory.restSeconds,
        startupRuns: memory.startupRuns,
        includePglite: memory.includePglite,
        nodeFlags: memory.nodeFlags,
        connections: load.connections,
        startTimeoutMs: START_TIMEOUT_MS,
        defer,
      });
    else
      console.log(
        `\nMemory and start-up: skipped (${sectionsOnly ? "not among the sections asked for" : "BENCH_MEMORY=0"}).`,
      );
  } finally {
    clearTimeout(watchdog);
    await cleanUp();
  }
}

/** The endpoints against their bare ceiling, the home page's JavaScript and image decoding. */
async function runGeneralSections(load: LoadOptions, adminUrl: string | undefined) {
  let databaseUrl: string | undefined;
  let databaseLabel = "PGlite (embedded, fresh DATA_DIR)";
  if (adminUrl) {
    const database = await createThrowawayDatabase(adminUrl);
    defer(database.drop);
    databaseUrl = database.url;
    databaseLabel = `PostgreSQL, throwaway database ${database.name}`;
  }

  console.log(`starting EventEazy on ${databaseLabel}, seeding demo data…`);
  const server = await startEventEazy({
    rootDir: ROOT,
    databaseUrl,
    startTimeoutMs: START_TIMEOUT_MS,
    defer,
  });

  console.log(
    `load: ${load.durationSeconds} s per run after ${load.warmupSeconds} s warm-up, ${load.connections} connections, pipelining ${load.pipelining}; ${os.availableParallelism()} CPUs, Node ${process.version}`,
  );
  const loadBefore = os.loadavg()[0] ?? 0;
  const rows: EndpointRow[] = [];
  for (const endpoint of ENDPOINTS)
    rows.push(await benchEndpoint(server.baseUrl, endpoint, load, defer));
  const loadAfter = os.loadavg()[0] ?? 0;

  console.log(
    `\nThroughput: bare node:http serving the same bytes vs EventEazy (${databaseLabel})`,
  );
  printThroughput(rows);
  printMachineLoad(loadBefore, loadAfter);
  console.log(
    "\nHome page JavaScript (entry, modulepreloads, home route chunk and their static imports)",
  );
  await printBundle();
  await server.stop();
  await runImageDecodingBench();
}

main().then(
  () => process.exit(0),
  (error: unknown) =>
    abort(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
