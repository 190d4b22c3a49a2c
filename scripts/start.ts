import cluster from "node:cluster";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { buildClient } from "./lib/build-client";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "dist/client/index.html");
const clientInputs = ["src/client", "src/shared", "vite.config.ts", "package-lock.json"].map((p) =>
  path.join(root, p),
);

function newestChange(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** Builds the client when there is no build yet or a source is newer than it. */
function ensureClientBuild() {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesChangedAt = Math.max(...clientInputs.filter(existsSync).map(newestChange));
  if (builtAt >= sourcesChangedAt) return;
  console.log(
    builtAt ? "Client sources changed: rebuilding…" : "Building the client (first start)…",
  );
  const status = buildClient();
  if (status !== 0) process.exit(status);
}

// Workers forked by WORKERS=N run this file again; the primary has built the client already.
if (cluster.isPrimary) ensureClientBuild();
await import("#server/main");
