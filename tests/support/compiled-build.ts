import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { buildServer, ROOT } from "#scripts/build.mjs";

/**
 * The server and the operators' commands compiled once per test run, as `npm run build` compiles
 * them into dist/server and as `npm run admin:create` and the others then run them: the tests of
 * those commands and of the compiled server start these files with plain Node, not the sources
 * through tsx, which cost each start a second. Two folders below the root, as dist/server is, and
 * one per run (vitest.config.ts), so a build in use is left alone.
 */
export const COMPILED_DIR = path.join(
  ROOT,
  ".tmp",
  `test-build-${process.env.EVENTEAZY_TEST_RUN ?? "default"}`,
);

export type CompiledCommand =
  | "main"
  | "admin-create"
  | "db-backup"
  | "uploads-to-s3"
  | "stack-probe";

/** The compiled file of a command, or of the server itself (`main`). */
export function compiledFile(command: CompiledCommand): string {
  return path.join(COMPILED_DIR, `${command}.js`);
}

/** Builds the run's compiled server unless it is there; a global setup calls this. */
export async function buildCompiledServer(): Promise<() => Promise<void>> {
  const remove = () => rm(COMPILED_DIR, { recursive: true, force: true });
  if (existsSync(compiledFile("main"))) return remove;
  // Built aside and moved in whole, so a second project's setup never sees half a build.
  const building = `${COMPILED_DIR}-${process.pid}-${Date.now()}`;
  await buildServer({
    outDir: building,
    extraEntries: { "stack-probe": "tests/support/compiled-stack-probe.ts" },
  });
  await rename(building, COMPILED_DIR).catch(async (error: unknown) => {
    await rm(building, { recursive: true, force: true });
    if (!existsSync(compiledFile("main"))) throw error;
  });
  return remove;
}
