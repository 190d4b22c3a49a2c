import { spawnSync } from "node:child_process";
import path from "node:path";
import { SERVER_RENDERER_FOLDER } from "#shared/server-rendering";

const root = path.resolve(import.meta.dirname, "../..");
const vite = path.join(root, "node_modules/vite/bin/vite.js");

/**
 * Builds the browser's files, then the server renderer of the public pages beside them in
 * `.server`. Returns the exit status of the first build that failed, or 0.
 */
export function buildClient(outDir?: string): number {
  const browser = outDir ? ["--outDir", outDir, "--emptyOutDir"] : [];
  const server = outDir ? ["--outDir", path.join(outDir, SERVER_RENDERER_FOLDER)] : [];
  for (const args of [
    ["build", ...browser],
    ["build", "--ssr", "entry-server.tsx", ...server],
  ]) {
    const result = spawnSync(process.execPath, [vite, ...args, "--logLevel", "warn"], {
      cwd: root,
      stdio: "inherit",
    });
    if (result.status !== 0) return result.status ?? 1;
  }
  return 0;
}
