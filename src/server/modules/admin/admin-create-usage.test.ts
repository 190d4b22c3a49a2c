import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCreate } from "#tests/support/admin-create-script";

/**
 * The script's answers to wrong usage and bad fields. It gives them before it opens a database,
 * so this file runs once, not once per database (vitest.config.ts); the database half is in
 * admin-create-script.test.ts.
 */

const PASSWORD = "amber-ferry-lighthouse";
let dataDir: string;

function adminCreate(args: string[], env: Record<string, string> = {}) {
  return runAdminCreate(args, { dataDir }, env);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-admin-usage-"));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

// Each case starts the compiled command; a busy machine can take seconds per start.
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
});
