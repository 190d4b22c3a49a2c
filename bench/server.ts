import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "#tests/support/server-process";
import { getRaw } from "./http-get";

export interface RunningServer {
  baseUrl: string;
  /** The server process's id, for reading its memory. */
  pid: number;
  stop(): Promise<void>;
  /** Ends the process at once with SIGKILL, as a crash would, and resolves once it has gone. */
  kill(): Promise<void>;
}

export interface ServerOptions {
  rootDir: string;
  /** When set, the app uses this PostgreSQL database instead of embedded PGlite. */
  databaseUrl?: string;
  startTimeoutMs: number;
  /** An existing DATA_DIR (for example one holding a prepared PGlite database); removed on stop. A fresh one when absent. */
  dataDir?: string;
  /** Seed the demo data into an empty database (the default). */
  seedDemo?: boolean;
  /** Keep the given `dataDir` on stop, so another server can start on the same prepared database. */
  keepDataDir?: boolean;
  /** The port to listen on, such as a killed server's when it comes back; a free one when absent. */
  port?: number;
  /** Settings for this server only, such as DIRECTORY_CACHE_SECONDS. */
  env?: Record<string, string>;
  /** Receives the stop function as soon as there is something to stop, so an abort mid-start cleans up. */
  defer: (cleanup: () => Promise<void>) => void;
}

const OUTPUT_TAIL_BYTES = 8_000;
/** USER_HZ, the unit of /proc's CPU times: 100 on every Linux Node supports. */
const CLOCK_TICKS_PER_SECOND = 100;

function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  child.kill("SIGTERM");
  // main.ts closes the app and the database on SIGTERM; a hung shutdown must not hang the bench.
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  return exited.finally(() => clearTimeout(timer));
}

/** Starts `src/server/main.ts` as a child (on a fresh DATA_DIR unless given one) and resolves once /api/health is 200. */
export async function startEventEazy(options: ServerOptions): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "eventeazy-bench-")));
  // Only a directory the caller gave may be kept; a fresh one always goes.
  const isKept = Boolean(options.keepDataDir && options.dataDir);
  const removeDataDir = () =>
    isKept ? Promise.resolve() : rm(dataDir, { recursive: true, force: true });
  options.defer(removeDataDir);
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: options.seedDemo === false ? "0" : "1",
    PAYMENTS: "test",
    LOG_LEVEL: "warn",
    ...options.env,
  };
  // An inherited DATABASE_URL would silently point the bench at someone's real database.
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  // BENCH_CPU_PROF_DIR: the server writes a V8 CPU profile there when it stops (read it with bench/cpu-profile.ts).
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const profiling = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  // BENCH_NODE_FLAGS: Node flags for the server (such as docs/deployment.md's heap limits), none by default.
  const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? "").split(/\s+/).filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeFlags, ...profiling, "--import", "tsx", "src/server/main.ts"],
    {
      cwd: options.rootDir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let output = "";
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-OUTPUT_TAIL_BYTES);
  };
  child.stdout?.on("data", keepTail);
  child.stderr?.on("data", keepTail);

  const stop = async () => {
    await stopChild(child, exited);
    await removeDataDir();
  };
  options.defer(stop);

  try {
    const deadline = Date.now() + options.startTimeoutMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`EventEazy exited before it was healthy. Its output:\n${output}`);
      if (Date.now() > deadline)
        throw new Error(
          `EventEazy was not healthy within ${options.startTimeoutMs / 1000} s. Its output:\n${output}`,
        );
      const health = await getRaw(`${baseUrl}/api/health`, 2_000).catch(() => undefined);
      if (health?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
  };
  return { baseUrl, pid: child.pid ?? 0, stop, kill };
}

/** The CPU time a process has used so far, user and system together, in ms (Linux's /proc). */
export function cpuTimeMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}
