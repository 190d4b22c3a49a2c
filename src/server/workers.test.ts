import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  childProcessIds,
  freePort,
  type ServerProcess,
  startServerProcess,
} from "#tests/support/server-process";

/**
 * `WORKERS=N` as operators run it: real processes on a real PostgreSQL. The file opens its own
 * database on the test server (the local one unless TEST_DATABASE_URL names another), so it runs
 * once, not once per database (vitest.config.ts).
 */

const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const databaseName = `eventeazy_workers_${randomUUID().replaceAll("-", "")}`;
let databaseUrl: string;
let dataDir: string;
const started: ServerProcess[] = [];

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function start(env: Record<string, string>): ServerProcess {
  const server = startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: "0", ...env });
  started.push(server);
  return server;
}

async function health(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
  return response?.status ?? 0;
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 200));
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-workers-"));
  await adminQuery(`create database "${databaseName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
});

afterAll(async () => {
  for (const server of started) {
    for (const pid of await childProcessIds(server.child.pid ?? 0)) process.kill(pid, "SIGKILL");
    server.child.kill("SIGKILL");
  }
  await adminQuery(`drop database if exists "${databaseName}" with (force)`);
  await rm(dataDir, { recursive: true, force: true });
});

// Each start runs the compiled server, once per process; a busy machine can take seconds per start.
describe("npm start with WORKERS", { timeout: 180_000 }, () => {
  it("refuses several workers on the embedded database, saying why, before opening it", async () => {
    const server = start({ WORKERS: "2", PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      "EventEazy cannot start. WORKERS=2 needs DATABASE_URL: the embedded database can be opened by one process only.",
    );
    expect(await childProcessIds(server.child.pid ?? 0)).toEqual([]);
  });

  it("runs two workers on PostgreSQL that answer /api/health, replaces one that dies, and stops on SIGTERM", async () => {
    const port = await freePort();
    const server = start({ WORKERS: "2", PORT: String(port), DATABASE_URL: databaseUrl });
    await server.waitFor(
      `EventEazy is running at http://localhost:${port} (PostgreSQL, 2 workers)`,
    );
    const primary = server.child.pid ?? 0;
    const workers = await childProcessIds(primary);
    expect(workers).toHaveLength(2);
    expect(server.output(), "no worker died while starting").not.toContain("starting another");
    for (let attempt = 0; attempt < 4; attempt += 1) expect(await health(port)).toBe(200);
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await answer.json()).toEqual({ status: "ok", database: "postgres" });

    const [lost] = workers;
    process.kill(lost ?? 0, "SIGKILL");
    await server.waitFor(`EventEazy worker ${lost} stopped (SIGKILL); starting another.`);
    await until(async () => {
      const now = await childProcessIds(primary);
      return now.length === 2 && !now.includes(lost ?? 0);
    });
    await until(async () => (await health(port)) === 200);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(await childProcessIds(primary)).toEqual([]);
    expect(await health(port)).toBe(0);
  });
});
