import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#server/db/client";
import { users } from "#server/db/schema";
import { verifyPassword } from "#server/lib/passwords";
import {
  openTestDatabase,
  PGLITE_TEMPLATE_FILE,
  type TestDatabase,
  testDbKind,
} from "#tests/support/test-database";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../../..");
const PASSWORD = "amber-ferry-lighthouse";

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

let dataDir: string;
let postgres: TestDatabase | undefined;

/** `npm run admin:create -- ...args`, as an operator runs it, on this test's own database. */
async function adminCreate(args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "scripts/admin-create.ts", ...args],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? "",
          DATA_DIR: dataDir,
          DATABASE_URL: postgres?.databaseUrl ?? "",
          SEED_DEMO: "0",
          LOG_LEVEL: "silent",
          ...env,
        },
        timeout: 120_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
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

// Each case starts Node with tsx; a busy machine can take seconds per start.
describe("npm run admin:create", { timeout: 180_000 }, () => {
  it("explains its usage and exits 2 when an argument is missing or unknown", async () => {
    const missingEmail = await adminCreate(["--username", "ops"], { ADMIN_PASSWORD: PASSWORD });
    expect(missingEmail.code).toBe(2);
    expect(missingEmail.stderr).toContain("admin:create: --email is required.");
    expect(missingEmail.stderr).toContain("Usage: npm run admin:create --");

    const unknown = await adminCreate(["--username", "ops", "--email", "o@x.co", "--role", "x"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^admin:create: Unknown option '--role'/);
  });

  it("asks for ADMIN_PASSWORD when there is no terminal to prompt in", async () => {
    const outcome = await adminCreate(["--username", "ops", "--email", "ops@example.test"]);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain(
      "admin:create: set ADMIN_PASSWORD, or run this in a terminal to be asked for the password.",
    );
  });

  it("applies registration's rules to every field", async () => {
    const cases: [string[], string, string][] = [
      [["--username", "no spaces!", "--email", "a@example.test"], PASSWORD, "Username may contain"],
      [["--username", "ops", "--email", "not-an-email"], PASSWORD, "valid email address"],
      [["--username", "ops", "--email", "a@example.test"], "short", "at least 6 characters"],
      [["--username", "ops", "--email", "a@example.test"], "password1", "too common"],
    ];
    for (const [args, password, message] of cases) {
      const outcome = await adminCreate(args, { ADMIN_PASSWORD: password });
      expect(outcome.code, outcome.stderr).toBe(1);
      expect(outcome.stderr.trim().split("\n")).toHaveLength(1);
      expect(outcome.stderr).toContain(message);
    }
  });

  it("creates an admin whose password checks out, and refuses the same username or email again", async () => {
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
      const rows = await database.db.select().from(users);
      expect(rows.map((row) => row.username)).toEqual(["ops_lead"]);
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
