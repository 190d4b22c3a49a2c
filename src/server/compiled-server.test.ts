import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { COMPILED_DIR, compiledFile } from "#tests/support/compiled-build";
import { freePort, startServerProcess } from "#tests/support/server-process";
import { PGLITE_TEMPLATE_FILE } from "#tests/support/test-database";

/**
 * The server as production runs it: compiled by the build (once per test run, into a folder of
 * its own two below the root as dist/server is: compiled-build.ts), started with plain Node, on
 * its own embedded database, so this file runs once, not once per database (vitest.config.ts).
 */

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-compiled-"));
  // A copy of the run's migrated template, so the server need not build a database.
  const database = await openDatabase({
    pgliteDir: path.join(dataDir, "db"),
    pgliteSnapshot: new Blob([await readFile(PGLITE_TEMPLATE_FILE)]),
  });
  await database.close();
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

// A busy machine can take seconds to start a server.
describe("the compiled server", { timeout: 180_000 }, () => {
  it("starts with plain Node, with no TypeScript loader, and answers its health check", async () => {
    const port = await freePort();
    const server = startServerProcess(
      { DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: "false" },
      ["--enable-source-maps", compiledFile("main")],
    );
    try {
      await server.waitFor("EventEazy is running");
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(response.status).toBe(200);
      // The documentation page's files and logo come from the folder of a package compiled in.
      const styles = await fetch(`http://127.0.0.1:${port}/api/docs/static/swagger-ui.css`);
      expect(styles.status).toBe(200);
      expect((await styles.text()).length).toBeGreaterThan(10_000);
      const initializer = await fetch(
        `http://127.0.0.1:${port}/api/docs/static/swagger-initializer.js`,
      );
      expect(await initializer.text()).toContain("data:image/svg+xml;base64,");
    } finally {
      server.child.kill("SIGTERM");
    }
    expect(await server.exited).toBe(0);
  });

  it("names the TypeScript file and line in a stack trace", async () => {
    const probe = compiledFile("stack-probe");
    const { stdout } = await promisify(execFile)(process.execPath, ["--enable-source-maps", probe]);
    expect(stdout).toContain("Invalid PORT");
    expect(stdout).toMatch(/src[\\/]server[\\/]config\.ts:\d+/);
    expect(stdout).not.toContain(COMPILED_DIR);
  });
});
