import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type AppConfig, ConfigError, loadConfig } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { demoSeedWarning, prepareDatabase } from "./startup/prepare";
import type { DemoLogin } from "./startup/seed/demo";
import { superviseWorkers } from "./workers";

const CLIENT_DIR = fileURLToPath(new URL("../../dist/client", import.meta.url));

function readConfig(): AppConfig {
  try {
    return { ...loadConfig(), clientDir: CLIENT_DIR };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`EventEazy cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The app's code, loaded while the database opens: reading and compiling it keeps this thread
 * busy while PGlite's WebAssembly compiles on others and its files are read from disk.
 */
type AppModule = typeof import("./app");
const loadApp = (): Promise<AppModule> => import("./app");

/**
 * Builds the app on an open database and listens. SIGTERM or SIGINT stops taking connections,
 * lets the requests in flight finish, then closes the database.
 */
async function serve(
  config: AppConfig,
  database: DatabaseHandle,
  { buildApp }: AppModule,
): Promise<void> {
  const app = await buildApp(config, { database });
  let isStopping = false;
  const shutdown = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
}

function announce(config: AppConfig, demoLogins: DemoLogin[]) {
  const where = config.databaseUrl
    ? `PostgreSQL${config.workers > 1 ? `, ${config.workers} workers` : ""}`
    : `embedded database in ${path.join(config.dataDir, "db")}`;
  console.log(`\nEventEazy is running at ${config.publicUrl} (${where})`);
  if (demoLogins.length > 0) {
    console.log("Demo logins (role, username, password; shown this once):");
    for (const login of demoLogins)
      console.log(`  ${login.role.padEnd(10)} ${login.username.padEnd(22)} ${login.password}`);
  }
}

async function main() {
  const config = readConfig();
  // The primary has migrated and seeded already: a worker only opens the database and serves.
  if (cluster.isWorker) {
    const [database, app] = await Promise.all([
      openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize }),
      loadApp(),
    ]);
    await serve(config, database, app);
    return;
  }
  const warning = demoSeedWarning(config);
  if (warning) console.warn(warning);
  // The primary of several workers serves nothing: only a single process loads the app.
  const [{ database, demoLogins }, app] = await Promise.all([
    prepareDatabase(config),
    config.workers > 1 ? undefined : loadApp(),
  ]);
  if (app) await serve(config, database, app);
  else {
    await database.close();
    await superviseWorkers(config.workers);
  }
  announce(config, demoLogins);
}

main().catch((error: unknown) => {
  console.error("EventEazy failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
