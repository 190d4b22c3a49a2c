import path from "node:path";
import { count } from "drizzle-orm";
import type { AppConfig } from "../config";
import { syncCategories } from "../modules/categories/categories.service";
import { type DatabaseHandle, openDatabase } from "./client";
import { users } from "./schema";
import { type DemoLogin, seedDemoData } from "./seed/demo";

/** Opens the configured database, applies migrations and reference data, and seeds demo data into an empty one. */
export async function prepareDatabase(
  config: AppConfig,
): Promise<{ database: DatabaseHandle; demoLogins: DemoLogin[] }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "db"),
  });
  await database.migrate();
  await syncCategories(database.db);
  let demoLogins: DemoLogin[] = [];
  if (config.seedDemo) {
    const [row] = await database.db.select({ users: count() }).from(users);
    if (row?.users === 0)
      demoLogins = await seedDemoData(database.db, {
        uploadsDir: path.join(config.dataDir, "uploads"),
      });
  }
  return { database, demoLogins };
}
