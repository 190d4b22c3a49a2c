import { randomBytes } from "node:crypto";
import path from "node:path";
import { count } from "drizzle-orm";
import type { AppConfig } from "#server/config";
import { type DatabaseHandle, openDatabase } from "#server/db/client";
import { users } from "#server/db/schema";
import { createImageStore } from "#server/lib/storage/create-image-store";
import { syncCategories } from "./reference-data";
import type { DemoLogin } from "./seed/demo";

type DataConfig = Pick<AppConfig, "env" | "seedDemo" | "dataDir" | "storage">;

/** Opens the configured database, applies migrations and reference data, and seeds demo data into an empty one. */
export async function prepareDatabase(
  config: AppConfig,
): Promise<{ database: DatabaseHandle; demoLogins: DemoLogin[] }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir: path.join(config.dataDir, "db"),
  });
  return { database, demoLogins: await prepareData(database, config) };
}

/** Migrations, categories, and the demo data when asked for and the database has no users yet. */
export async function prepareData(
  database: DatabaseHandle,
  config: DataConfig,
): Promise<DemoLogin[]> {
  await database.migrate();
  await syncCategories(database.db);
  if (!config.seedDemo) return [];
  const [row] = await database.db.select({ users: count() }).from(users);
  if (row?.users !== 0) return [];
  // The demo data and its photographs are read only for an empty database, so never at a restart.
  const { seedDemoData } = await import("./seed/demo");
  return seedDemoData(database.db, {
    imageStore: createImageStore(config),
    // A published password has no place on a public server: production's is made here, once.
    password: config.env === "production" ? randomBytes(12).toString("base64url") : undefined,
  });
}

/** The one line start-up prints when a production server is asked to carry demo data. */
export function demoSeedWarning(config: Pick<AppConfig, "env" | "seedDemo">): string | undefined {
  if (config.env !== "production" || !config.seedDemo) return undefined;
  return "Warning: SEED_DEMO=1 in production: an empty database gets demo accounts, requests and coupons.";
}
