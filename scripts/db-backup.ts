/**
 * Backs up or restores EventEazy's embedded database (DATA_DIR/db):
 *
 *   npm run db:backup -- <file>     a consistent copy of the stopped database, as a .tar.gz
 *   npm run db:restore -- <file>    DATA_DIR/db made from such a copy (it must not exist yet)
 *
 * On PostgreSQL (DATABASE_URL set) use pg_dump and pg_restore instead; see docs/deployment.md.
 * Exit codes: 0 done, 1 refused or failed, 2 wrong usage.
 */
import path from "node:path";
import { loadConfigOrExit } from "./lib/load-config";

const [action, ...files] = process.argv.slice(2);
const USAGE = "Usage: npm run db:backup -- <file>   or   npm run db:restore -- <file>";
const name = action === "restore" ? "db:restore" : "db:backup";

function fail(message: string, code: number): never {
  console.error(`${name}: ${message}`);
  if (code === 2) console.error(USAGE);
  process.exit(code);
}

async function main() {
  if ((action !== "backup" && action !== "restore") || files.length !== 1 || !files[0])
    fail("give one file.", 2);
  const file = path.resolve(files[0]);
  const { BackupError, backupEmbeddedDatabase, restoreEmbeddedDatabase } = await import(
    "#server/db/backup"
  );
  const config = await loadConfigOrExit(name);
  if (config.databaseUrl)
    fail("DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/deployment.md).", 1);
  const databaseDir = path.join(config.dataDir, "db");
  try {
    if (action === "backup") {
      const bytes = await backupEmbeddedDatabase(databaseDir, file);
      console.log(`Backed up ${databaseDir} to ${file} (${(bytes / 1e6).toFixed(1)} MB).`);
    } else {
      await restoreEmbeddedDatabase(file, databaseDir);
      console.log(`Restored ${file} into ${databaseDir}.`);
    }
  } catch (error) {
    if (error instanceof BackupError) fail(error.message, 1);
    throw error;
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error), 1));
