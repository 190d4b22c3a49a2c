import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { demoSeedWarning, prepareDatabase } from "./db/prepare";

const CLIENT_DIR = fileURLToPath(new URL("../../dist/client", import.meta.url));

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = { ...loadConfig(), clientDir: CLIENT_DIR };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`EventEazy cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const warning = demoSeedWarning(config);
  if (warning) console.warn(warning);
  const { database, demoLogins } = await prepareDatabase(config);
  const app = await buildApp(config, { database });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl
    ? "PostgreSQL"
    : `embedded database in ${path.join(config.dataDir, "db")}`;
  console.log(`\nEventEazy is running at ${config.publicUrl} (${where})`);
  if (demoLogins.length > 0) {
    console.log("Demo logins (role, username, password; shown this once):");
    for (const login of demoLogins)
      console.log(`  ${login.role.padEnd(10)} ${login.username.padEnd(22)} ${login.password}`);
  }
}

main().catch((error: unknown) => {
  console.error("EventEazy failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
