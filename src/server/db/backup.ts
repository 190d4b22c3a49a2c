import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/** A refusal the operator can act on; nothing was written. */
export class BackupError extends Error {}

/** PGlite writes this file when it opens a data directory and removes it when closed cleanly. */
const OPEN_MARKER = "postmaster.pid";

function refuseUnlessClosed(databaseDir: string) {
  if (!existsSync(path.join(databaseDir, "PG_VERSION")))
    throw new BackupError(`there is no embedded database in ${databaseDir}.`);
  if (existsSync(path.join(databaseDir, OPEN_MARKER)))
    throw new BackupError(
      `the embedded database in ${databaseDir} is open: stop EventEazy first (SIGTERM closes it cleanly). ` +
        "If it is already stopped, it did not close cleanly: start it once and stop it, then back up.",
    );
}

/**
 * Writes a consistent copy of the closed embedded database in `databaseDir` to `file` (a gzipped
 * tarball of the data directory). A copy of the files of an open database could catch a page half
 * written, so only a cleanly closed one is copied, through PGlite itself.
 */
export async function backupEmbeddedDatabase(databaseDir: string, file: string): Promise<number> {
  refuseUnlessClosed(databaseDir);
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose a new file.`);
  const database = await PGlite.create({ dataDir: databaseDir });
  let dump: Blob;
  try {
    dump = await database.dumpDataDir("gzip");
  } finally {
    await database.close();
  }
  const bytes = Buffer.from(await dump.arrayBuffer());
  // Written beside the target and renamed, so a file at that name is always a whole backup.
  const partial = `${file}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return bytes.length;
}

/** Makes `databaseDir` the embedded database held in a backup; refuses to replace a database. */
export async function restoreEmbeddedDatabase(file: string, databaseDir: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  if (existsSync(databaseDir) && (await readdir(databaseDir)).length > 0)
    throw new BackupError(
      `${databaseDir} already holds a database: move it aside first, then restore.`,
    );
  await mkdir(path.dirname(databaseDir), { recursive: true });
  try {
    const database = await PGlite.create({
      dataDir: databaseDir,
      loadDataDir: new Blob([await readFile(file)]),
    });
    await database.query("select 1");
    await database.close();
  } catch (error) {
    await rm(databaseDir, { recursive: true, force: true });
    throw new BackupError(
      `${file} is not a backup of an EventEazy embedded database (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}
