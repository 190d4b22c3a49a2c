import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#server/db/client";
import { coupons, users } from "#server/db/schema";
import { verifyPassword } from "#server/lib/passwords";
import { runAdminCreate } from "#tests/support/admin-create-script";
import {
  openTestDatabase,
  PGLITE_TEMPLATE_FILE,
  type TestDatabase,
  testDbKind,
} from "#tests/support/test-database";

const PASSWORD = "amber-ferry-lighthouse";

let dataDir: string;
let postgres: TestDatabase | undefined;

/** The script, run on this test's own database. */
function adminCreate(args: string[], env: Record<string, string> = {}) {
  return runAdminCreate(args, { dataDir, databaseUrl: postgres?.databaseUrl }, env);
}

/** The database the script wrote to, opened once the script has let go of it. */
async function openScriptDatabase(): Promise<DatabaseHandle> {
  return postgres
    ? openDatabase({ databaseUrl: postgres.databaseUrl, poolSize: 1 })
    : openDatabase({ pgliteDir: path.join(dataDir, "db") });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-admin-create-"));
  if (testDbKind() === "postgres") {
    postgres = await openTestDatabase();
    // The script opens its own connections; this one is not needed.
    await postgres.handle.close();
    return;
  }
  // A copy of the run's migrated template, so the script need not build a database from scratch.
  const seeded = await openDatabase({
    pgliteDir: path.join(dataDir, "db"),
    pgliteSnapshot: new Blob([await readFile(PGLITE_TEMPLATE_FILE)]),
  });
  await seeded.close();
});

afterAll(async () => {
  await postgres?.dispose().catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
});

// Each case starts the compiled command; a busy machine can take seconds per start.
describe("npm run admin:create", { timeout: 180_000 }, () => {
  it("creates an admin whose password checks out, never the demo data, and refuses the same username or email again", async () => {
    const created = await adminCreate(
      ["--username", "ops_lead", "--email", "ops.lead@example.test", "--name", "Ops Lead"],
      { ADMIN_PASSWORD: PASSWORD },
    );
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/^Admin "ops_lead" created \(id \d+\)\./m);

    const sameName = await adminCreate(
      ["--username", "OPS_LEAD", "--email", "someone.else@example.test"],
      { ADMIN_PASSWORD: PASSWORD },
    );
    expect(sameName.code).toBe(1);
    expect(sameName.stderr.trim()).toBe(
      'admin:create: The username "OPS_LEAD" is already taken. Nothing was created.',
    );
    const sameEmail = await adminCreate(
      ["--username", "ops_second", "--email", "OPS.LEAD@example.test"],
      { ADMIN_PASSWORD: PASSWORD },
    );
    expect(sameEmail.code).toBe(1);
    expect(sameEmail.stderr.trim()).toBe(
      'admin:create: An account with the email address "OPS.LEAD@example.test" already exists. Nothing was created.',
    );

    const database = await openScriptDatabase();
    try {
      // An empty database outside production, with SEED_DEMO unset: the demo would have come.
      const rows = await database.db.select().from(users);
      expect(rows.map((row) => row.username)).toEqual(["ops_lead"]);
      expect(await database.db.select().from(coupons)).toEqual([]);
      const [admin] = await database.db.select().from(users).where(eq(users.username, "ops_lead"));
      expect(admin).toMatchObject({
        role: "admin",
        name: "Ops Lead",
        email: "ops.lead@example.test",
      });
      expect(await verifyPassword(admin?.passwordHash ?? "", PASSWORD)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
