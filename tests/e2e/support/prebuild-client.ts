/**
 * Builds the client for the journeys ahead of `playwright test`, into the folder given, which
 * E2E_CLIENT_DIR then names: CI builds it while the type check runs on the other core.
 */
import path from "node:path";
import { buildClientAsync } from "#scripts/lib/build-client";

const outDir = process.argv[2];
if (!outDir) {
  console.error("Usage: node --import tsx tests/e2e/support/prebuild-client.ts <folder>");
  process.exit(2);
}
process.exit(await buildClientAsync(path.resolve(outDir)));
