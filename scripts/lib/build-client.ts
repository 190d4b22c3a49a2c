import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { SERVER_RENDERER_FOLDER } from "#shared/server-rendering";

const root = path.resolve(import.meta.dirname, "../..");
const vite = path.join(root, "node_modules/vite/bin/vite.js");

/** Node's arguments for the two builds: the browser's files, then the server renderer. */
function clientBuilds(outDir?: string): string[][] {
  const browser = outDir ? ["--outDir", outDir, "--emptyOutDir"] : [];
  const server = outDir ? ["--outDir", path.join(outDir, SERVER_RENDERER_FOLDER)] : [];
  return [
    ["build", ...browser],
    ["build", "--ssr", "entry-server.tsx", ...server],
  ].map((args) => [vite, ...args, "--logLevel", "warn"]);
}

/**
 * Builds the browser's files, then the server renderer of the public pages beside them in
 * `.server`. Returns the exit status of the first build that failed, or 0.
 */
export function buildClient(outDir?: string): number {
  for (const args of clientBuilds(outDir)) {
    const result = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });
    if (result.status !== 0) return result.status ?? 1;
  }
  return 0;
}

/** `buildClient` without blocking: the builds run in child processes while this one works on. */
export async function buildClientAsync(outDir?: string): Promise<number> {
  for (const args of clientBuilds(outDir)) {
    const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit" });
    const status = await new Promise<number>((resolve) =>
      child.once("exit", (code) => resolve(code ?? 1)),
    );
    if (status !== 0) return status;
  }
  return 0;
}
