import { randomUUID } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "#server/db/client";
import { syncCategories } from "#server/startup/reference-data";

/** One folder per test run (set in vitest.config.ts), so runs side by side never share a template. */
export const TEMPLATE_DIR = path.resolve(
  ".tmp/test-templates",
  process.env.EVENTEAZY_TEST_RUN ?? "default",
);
export const PGLITE_TEMPLATE_FILE = path.join(TEMPLATE_DIR, "pglite.tar");
export const POSTGRES_TEMPLATE_NAME_FILE = path.join(TEMPLATE_DIR, "postgres-template.txt");

export type TestDbKind = "pglite" | "postgres";

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";
}

function databaseUrlFor(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const CLOSING_CHECK_MS = 50;
const CLOSING_CHECKS = 60;

/**
 * Drops a test database once the connections its file closed have gone. A closed pool's last
 * connections can still be leaving; `with (force)` would then end them from the server side, and
 * the client, between closing and closed, reports that as an error no test made.
 */
async function dropWhenClosed(name: string) {
  for (let check = 0; check < CLOSING_CHECKS; check += 1) {
    const [row] = await adminQuery(
      "select count(*)::int as connections from pg_stat_activity where datname = $1",
      [name],
    );
    if ((row as { connections: number } | undefined)?.connections === 0) break;
    await new Promise((resolve) => setTimeout(resolve, CLOSING_CHECK_MS));
  }
  await adminQuery(`drop database if exists "${name}" with (force)`);
}

/** Builds the migrated template once per run: a PGlite dump, or a PostgreSQL template database. */
export async function buildTemplate(kind: TestDbKind): Promise<() => Promise<void>> {
  if (kind === "pglite") {
    const database = await openDatabase({});
    await database.migrate();
    await syncCategories(database.db);
    const dump = await database.dump?.();
    await database.close();
    const { mkdir, writeFile } = await import("node:fs/promises");
    await mkdir(TEMPLATE_DIR, { recursive: true });
    await writeFile(PGLITE_TEMPLATE_FILE, Buffer.from(await (dump as Blob).arrayBuffer()));
    return () => rm(TEMPLATE_DIR, { recursive: true, force: true });
  }
  const name = `eventeazy_tpl_${process.pid}_${Date.now()}`;
  await adminQuery(`create database "${name}"`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(name), poolSize: 1 });
  await database.migrate();
  await syncCategories(database.db);
  await database.close();
  const { mkdir, writeFile } = await import("node:fs/promises");
  await mkdir(TEMPLATE_DIR, { recursive: true });
  await writeFile(POSTGRES_TEMPLATE_NAME_FILE, name);
  return async () => {
    await adminQuery(`drop database if exists "${name}" with (force)`);
    await rm(TEMPLATE_DIR, { recursive: true, force: true });
  };
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The connection string of a PostgreSQL test database, for tests that start their own server. */
  databaseUrl?: string;
  dispose(): Promise<void>;
}

/** A fresh, migrated database for one test file, cloned from the run's template in well under a second. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDbKind() === "pglite") {
    const snapshot = new Blob([await readFile(PGLITE_TEMPLATE_FILE)]);
    const handle = await openDatabase({ pgliteSnapshot: snapshot });
    return { handle, dispose: () => handle.close() };
  }
  const template = (await readFile(POSTGRES_TEMPLATE_NAME_FILE, "utf8")).trim();
  const name = `eventeazy_test_${randomUUID().replaceAll("-", "")}`;
  await adminQuery(`create database "${name}" template "${template}"`);
  const databaseUrl = databaseUrlFor(name);
  const handle = await openDatabase({ databaseUrl, poolSize: 12 });
  return {
    handle,
    databaseUrl,
    async dispose() {
      await handle.close();
      await dropWhenClosed(name);
    },
  };
}
