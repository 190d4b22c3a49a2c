import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import { DEFAULT_POOL_SIZE } from "#server/config";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type NotificationHandler = (payload: string) => void;

export interface DatabaseHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Subscribes to a Postgres NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** Applies the committed migrations; on PostgreSQL under an advisory lock so several app servers can start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, for cloning test databases quickly. */
  dump?(): Promise<Blob>;
}

const MIGRATION_LOCK_KEY = 72_310_001;

/**
 * The embedded database's page cache inside its WebAssembly memory. PostgreSQL's default, 128 MB,
 * was most of the server's memory at rest (292 MB against 168 MB once open); the operating
 * system's file cache still keeps the pages read from disk.
 */
const PGLITE_SHARED_BUFFERS = "16MB";

/**
 * The embedded database runs on V8's baseline WebAssembly compiler only (decision 61). Optimising
 * PostgreSQL's hot functions as well kept about 40 MB more resident at rest (245 against 206 MB)
 * and showed no gain in the CPU time of a query workload; the flag is process-wide and is set
 * before the module is compiled.
 */
function compileWebAssemblyWithBaselineOnly() {
  v8.setFlagsFromString("--liftoff-only");
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * The newest migration's time, as drizzle records it (`created_at`) once applied. Read at once:
 * a few kilobytes read once at start-up, which read through the thread pool waited there behind
 * start-up's other file reads.
 */
function newestMigrationTime(): number {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
  ) as { entries: Array<{ when: number }> };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database holds every migration already: then start-up skips drizzle's migrator,
 * which reads and hashes every migration file and opens a transaction to find nothing to do
 * (decision 52). A database without the migrations table, or behind, is migrated as before.
 */
async function isMigrated(db: Db): Promise<boolean> {
  try {
    const [row] = await queryRows<{ newest: string | number | null }>(
      db,
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    );
    return row?.newest != null && Number(row.newest) >= newestMigrationTime();
  } catch {
    return false;
  }
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; omitted means in memory. */
  pgliteDir?: string;
  /** PGlite only: start from a dump made by `dump()`. */
  pgliteSnapshot?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(options);
}

async function openPglite({
  pgliteDir,
  pgliteSnapshot,
}: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (pgliteDir) await mkdir(path.dirname(pgliteDir), { recursive: true });
  compileWebAssemblyWithBaselineOnly();
  const client = await PGlite.create({
    dataDir: pgliteDir,
    loadDataDir: pgliteSnapshot,
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    async listen(channel, handler) {
      const unsubscribe = await client.listen(channel, handler);
      return unsubscribe;
    },
    async migrate() {
      if (await isMigrated(db)) return;
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir("none"),
  };
}

async function openPostgres(
  databaseUrl: string,
  poolSize = DEFAULT_POOL_SIZE,
): Promise<DatabaseHandle> {
  // Loaded here, so a server on the embedded database never loads PostgreSQL's driver.
  const [{ default: pgDriver }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] =
    await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
  const pool = new pgDriver.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle connection the server ends (restart, failover, admin) is dropped from the pool and
  // reported here; without a listener that report is an uncaught error that stops the process.
  pool.on("error", () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async listen(channel, handler) {
      const connection = await pool.connect();
      // A dropped listening connection must not stop the process; the live-events bus notices the
      // silence and listens again on a fresh connection.
      connection.on("error", () => {});
      const onNotification = (message: pg.Notification) => {
        if (message.channel === channel) handler(message.payload ?? "");
      };
      connection.on("notification", onNotification);
      await connection.query(`LISTEN "${channel.replaceAll('"', "")}"`);
      return async () => {
        connection.off("notification", onNotification);
        await connection.query(`UNLISTEN "${channel.replaceAll('"', "")}"`).catch(() => {});
        connection.release();
      };
    },
    async migrate() {
      if (await isMigrated(db)) return;
      const connection = await pool.connect();
      try {
        await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg(connection), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await connection
          .query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY])
          .catch(() => {});
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
