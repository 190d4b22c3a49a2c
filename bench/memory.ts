import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "#tests/support/server-process";
import { variedDirectorySearches, variedWordSearches } from "./directory";
import { formatTable } from "./format";
import { getRaw } from "./http-get";
import { type LoadOptions, runLoad } from "./load";
import { createThrowawayDatabase } from "./postgres";

export interface MemoryBenchOptions {
  rootDir: string;
  /** BENCH_DATABASE_URL: PostgreSQL is measured too when set. */
  adminUrl?: string;
  /** BENCH_MEMORY_LOAD_SECONDS: how long the varied load runs (60 by default). */
  loadSeconds: number;
  /** BENCH_MEMORY_REST_SECONDS: how long after the load the last reading is taken (60 by default). */
  restSeconds: number;
  /** BENCH_STARTUP_RUNS: how many restarts on the seeded database are timed (3 by default). */
  startupRuns: number;
  /** BENCH_MEMORY_PGLITE=0 measures PostgreSQL alone. */
  includePglite: boolean;
  /** BENCH_NODE_FLAGS: Node's flags for the server; RELEASE_NODE_FLAGS unless given. */
  nodeFlags: string[];
  connections: number;
  startTimeoutMs: number;
  defer: (cleanup: () => Promise<void>) => void;
}

interface Reading {
  point: string;
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
}

interface Compiled {
  pid: number;
  baseUrl: string;
  /** Milliseconds from spawning the process to its first answer. */
  firstAnswerMs: number;
  read(point: string): Promise<Reading>;
  stop(): Promise<void>;
}

/** The flags docs/deployment.md starts the compiled server with (decision 61). */
export const RELEASE_NODE_FLAGS = [
  "--enable-source-maps",
  "--max-old-space-size=512",
  "--max-semi-space-size=8",
];

const MB = 1024 * 1024;
const POLL_MS = 20;

/** The process's resident set as the kernel counts it (VmRSS in /proc/<pid>/status), in MB. */
function rssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kB = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kB)) throw new Error(`no VmRSS for process ${pid}`);
  return kB / 1024;
}

/** `npm run build`'s parts that are missing or older than their sources, built in a child process. */
function buildIfStale(rootDir: string) {
  const script = path.join(rootDir, "scripts/build.mjs");
  const check = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { staleBuilds } from ${JSON.stringify(script)}; console.log(staleBuilds(["client", "server"]).join(" "));`,
    ],
    { cwd: rootDir, encoding: "utf8" },
  );
  const stale = check.stdout.trim().split(/\s+/).filter(Boolean);
  if (stale.length === 0) return;
  console.log(`  building the ${stale.join(" and the ")}…`);
  const result = spawnSync(process.execPath, [script, ...stale], {
    cwd: rootDir,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("the build failed");
}

/**
 * Starts the compiled server as a release does (`node <RELEASE_NODE_FLAGS> dist/server/main.js`),
 * with the bench's probe answering process.memoryUsage() over IPC, and resolves at its first
 * answer to /api/health, polled every 20 ms.
 */
async function startCompiled(
  options: MemoryBenchOptions,
  settings: { dataDir: string; databaseUrl?: string; seedDemo: boolean },
): Promise<Compiled> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: settings.dataDir,
    SEED_DEMO: settings.seedDemo ? "1" : "0",
    PAYMENTS: "test",
    LOG_LEVEL: "warn",
    DIRECTORY_CACHE_SECONDS: "0",
    // As docs/deployment.md starts it; BENCH_MALLOC_ARENA_MAX="" and BENCH_MALLOC_MMAP_THRESHOLD=""
    // measure the C library's defaults.
    MALLOC_ARENA_MAX: process.env.BENCH_MALLOC_ARENA_MAX ?? "2",
    MALLOC_MMAP_THRESHOLD_: process.env.BENCH_MALLOC_MMAP_THRESHOLD ?? "131072",
  };
  if (env.MALLOC_ARENA_MAX === "") delete env.MALLOC_ARENA_MAX;
  if (env.MALLOC_MMAP_THRESHOLD_ === "") delete env.MALLOC_MMAP_THRESHOLD_;
  delete env.DATABASE_URL;
  if (settings.databaseUrl) env.DATABASE_URL = settings.databaseUrl;
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...options.nodeFlags,
      "--import",
      path.join(options.rootDir, "bench/memory-probe.mjs"),
      "dist/server/main.js",
    ],
    { cwd: options.rootDir, env, stdio: ["ignore", "pipe", "pipe", "ipc"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-8_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited.finally(() => clearTimeout(timer));
  };
  options.defer(stop);
  const deadline = Date.now() + options.startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the compiled server exited before answering. Its output:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the compiled server did not answer in time. Its output:\n${output}`);
    }
    const health = await getRaw(`${baseUrl}/api/health`, 2_000).catch(() => undefined);
    if (health?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const firstAnswerMs = performance.now() - started;
  const pid = child.pid ?? 0;
  const read = (point: string) =>
    new Promise<Reading>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no memory answer within 10 s")), 10_000);
      child.once("message", (message: { memory: NodeJS.MemoryUsage }) => {
        clearTimeout(timer);
        resolve({
          point,
          rssMb: rssMbOf(pid),
          heapUsedMb: message.memory.heapUsed / MB,
          heapTotalMb: message.memory.heapTotal / MB,
          externalMb: message.memory.external / MB,
        });
      });
      child.send("memory");
    });
  return { pid, baseUrl, firstAnswerMs, read, stop };
}

const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** The varied directory searches, place and words mixes alternating, as the load. */
function variedMix(): () => string {
  const place = variedDirectorySearches(4242);
  const words = variedWordSearches(4343);
  let turn = 0;
  return () => {
    turn += 1;
    return turn % 2 === 0 ? words() : place();
  };
}

interface EngineMemory {
  engine: string;
  readings: Reading[];
  startupMs: number[];
}

async function measureEngine(
  engine: "embedded (PGlite)" | "PostgreSQL",
  options: MemoryBenchOptions,
): Promise<EngineMemory> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-bench-memory-"));
  options.defer(() => rm(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (engine === "PostgreSQL") {
    if (!options.adminUrl) throw new Error("PostgreSQL needs BENCH_DATABASE_URL");
    const database = await createThrowawayDatabase(options.adminUrl);
    options.defer(database.drop);
    databaseUrl = database.url;
  }
  const readings: Reading[] = [];
  // 1. An empty database: migrated, nothing seeded.
  console.log(`  ${engine}: start on an empty database…`);
  const empty = await startCompiled(options, { dataDir, databaseUrl, seedDemo: false });
  readings.push(await empty.read("after start, empty database"));
  await empty.stop();
  // 2. The same database seeded with the demo data, then the load, then rest.
  console.log(`  ${engine}: start with the demo seed…`);
  const seeded = await startCompiled(options, { dataDir, databaseUrl, seedDemo: true });
  readings.push(await seeded.read("after the demo seed"));
  console.log(`  ${engine}: ${options.loadSeconds} s of varied searches…`);
  await runLoad(
    seeded.baseUrl,
    {
      durationSeconds: options.loadSeconds,
      connections: options.connections,
      pipelining: 1,
      warmupSeconds: 0,
    } satisfies LoadOptions,
    variedMix(),
  );
  readings.push(await seeded.read(`after ${options.loadSeconds} s of varied load`));
  await pause(options.restSeconds);
  readings.push(await seeded.read(`${options.restSeconds} s after the load`));
  await seeded.stop();
  // 3. Restarts on the seeded database: start to first answer, and memory at rest.
  const startupMs: number[] = [];
  for (let run = 1; run <= options.startupRuns; run += 1) {
    const again = await startCompiled(options, { dataDir, databaseUrl, seedDemo: true });
    startupMs.push(again.firstAnswerMs);
    if (run === options.startupRuns) {
      readings.push(await again.read("restarted on the seeded database, at its first answer"));
      await pause(10);
      readings.push(await again.read("restarted, 10 s later, idle"));
    }
    await again.stop();
  }
  return { engine, readings, startupMs };
}

/**
 * The compiled server's memory (RSS from /proc, and its own process.memoryUsage()) at each point
 * of its life, and its start-up time on an existing database, on the embedded database and on
 * PostgreSQL when BENCH_DATABASE_URL is set. Reports only; asserts nothing.
 */
export async function runMemoryBench(options: MemoryBenchOptions): Promise<void> {
  console.log(
    `\nMemory and start-up of the compiled server (node ${options.nodeFlags.join(" ")} dist/server/main.js), ${options.loadSeconds} s of load, ${options.restSeconds} s of rest`,
  );
  buildIfStale(options.rootDir);
  const results: EngineMemory[] = [];
  if (options.includePglite) results.push(await measureEngine("embedded (PGlite)", options));
  if (options.adminUrl) results.push(await measureEngine("PostgreSQL", options));
  const table: string[][] = [["database", "point", "RSS", "heap used", "heap total", "external"]];
  for (const result of results)
    for (const reading of result.readings)
      table.push([
        result.engine,
        reading.point,
        `${reading.rssMb.toFixed(0)} MB`,
        `${reading.heapUsedMb.toFixed(0)} MB`,
        `${reading.heapTotalMb.toFixed(0)} MB`,
        `${reading.externalMb.toFixed(0)} MB`,
      ]);
  console.log(formatTable(table));
  for (const result of results)
    console.log(
      `${result.engine}: start to first answer on the seeded database: ${result.startupMs
        .map((ms) => `${(ms / 1000).toFixed(2)} s`)
        .join(", ")}`,
    );
  console.log(
    `1-minute load average now: ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} CPUs; other work on the machine moves these figures.`,
  );
}
