import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#server/db/client";
import { users } from "#server/db/schema";
import { compiledFile } from "#tests/support/compiled-build";
import { PGLITE_TEMPLATE_FILE } from "#tests/support/test-database";

/**
 * `npm run db:backup` and `db:restore` as operators run them. They work on the embedded database
 * only, so this file runs once, not once per database (vitest.config.ts).
 */

const root = path.resolve(import.meta.dirname, "../../..");
let workDir: string;
let dataDir: string;

async function runScript(action: "backup" | "restore", args: string[], env = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [compiledFile("db-backup"), action, ...args],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, ...env },
        timeout: 120_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

async function usernames(database: DatabaseHandle): Promise<string[]> {
  const rows = await database.db.select({ username: users.username }).from(users);
  return rows.map((row) => row.username).sort();
}

function addUser(database: DatabaseHandle, username: string) {
  return database.db.insert(users).values({
    name: "Backup Person",
    email: `${username}@example.test`,
    username,
    passwordHash: "not-a-real-hash",
    role: "organizer",
  });
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-backup-"));
  dataDir = path.join(workDir, "data");
  // A copy of the run's migrated template, so the scripts need not build a database.
  const database = await openDatabase({
    pgliteDir: path.join(dataDir, "db"),
    pgliteSnapshot: new Blob([await readFile(PGLITE_TEMPLATE_FILE)]),
  });
  await addUser(database, "kept_before_backup");
  await database.close();
});

afterAll(() => rm(workDir, { recursive: true, force: true }));

// Each case starts the compiled command and opens PGlite; a busy machine can take seconds per start.
describe("npm run db:backup and db:restore", { timeout: 180_000 }, () => {
  it("backs up the stopped database and restores exactly that into an empty DATA_DIR", async () => {
    const file = path.join(workDir, "eventeazy.tar.gz");
    const backup = await runScript("backup", [file]);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`to ${file}`);

    // Written after the backup, so it must not come back with the restore.
    const live = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    await addUser(live, "added_after_backup");
    await live.close();

    const restoredDir = path.join(workDir, "restored");
    const restore = await runScript("restore", [file], { DATA_DIR: restoredDir });
    expect(restore.code, restore.stderr).toBe(0);
    const restored = await openDatabase({ pgliteDir: path.join(restoredDir, "db") });
    try {
      expect(await usernames(restored)).toEqual(["kept_before_backup"]);
      const [row] = await restored.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.username, "kept_before_backup"));
      expect(row?.email).toBe("kept_before_backup@example.test");
    } finally {
      await restored.close();
    }

    const again = await runScript("restore", [file], { DATA_DIR: restoredDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already holds a database: move it aside first");
  });

  it("refuses while the database is open, and writes nothing", async () => {
    const file = path.join(workDir, "while-open.tar.gz");
    const open = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    try {
      const outcome = await runScript("backup", [file]);
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toContain("is open: stop EventEazy first");
      expect(existsSync(file)).toBe(false);
    } finally {
      await open.close();
    }
  });

  it("never overwrites a file, and sends PostgreSQL to pg_dump", async () => {
    const existing = path.join(workDir, "existing.tar.gz");
    await writeFile(existing, "an earlier backup");
    const overwrite = await runScript("backup", [existing]);
    expect(overwrite.code).toBe(1);
    expect(overwrite.stderr).toContain("already exists; choose a new file.");
    expect(await readFile(existing, "utf8")).toBe("an earlier backup");

    const postgres = await runScript("backup", [path.join(workDir, "pg.tar.gz")], {
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/eventeazy",
    });
    expect(postgres.code).toBe(1);
    expect(postgres.stderr).toContain("back up PostgreSQL with pg_dump");
  });

  it("refuses a file that is not a backup, leaving no database behind", async () => {
    const bogus = path.join(workDir, "bogus.tar.gz");
    await writeFile(bogus, "not a tarball");
    const restoredDir = path.join(workDir, "bogus-restore");
    const outcome = await runScript("restore", [bogus], { DATA_DIR: restoredDir });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain("is not a backup of an EventEazy embedded database");
    expect(existsSync(path.join(restoredDir, "db"))).toBe(false);
  });

  it("explains its usage and exits 2 without exactly one file", async () => {
    const outcome = await runScript("backup", []);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain("Usage: npm run db:backup -- <file>");
  });
});
