/**
 * `npm start`: runs the compiled server (dist/server/main.js) with plain Node, building the client
 * or the server first when its build is missing or older than its sources. With a command's name
 * first (`admin-create`, `db-backup`, `uploads-to-s3`) it runs that command instead, with the
 * arguments after the name, building only the server.
 *
 * package.json starts it with V8's heap bounded as docs/deployment.md does (decision 61). A release
 * that runs `npm run build` can start `node` on dist/server/main.js itself, with no check and no
 * wrapper, as docs/deployment.md shows.
 */
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT, SERVER_OUT_DIR, staleBuilds } from "./build.mjs";

const COMMANDS = new Set(["admin-create", "db-backup", "uploads-to-s3"]);
const command = COMMANDS.has(process.argv[2] ?? "") ? process.argv[2] : undefined;

// Workers forked by WORKERS=N run this file again; the primary has built already. The build runs
// in its own process, so none of its tools stays in the server's memory.
if (cluster.isPrimary) {
  const stale = staleBuilds(command ? ["server"] : ["client", "server"]);
  if (stale.length > 0) {
    console.error(`Building the ${stale.join(" and the ")} (missing or older than its sources)…`);
    const build = path.join(ROOT, "scripts/build.mjs");
    const result = spawnSync(process.execPath, [build, ...stale], { cwd: ROOT, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

// Stack traces name the TypeScript files and lines, for the modules loaded from here on.
process.setSourceMapsEnabled(true);
// The command reads its own arguments from process.argv, as it would started directly.
if (command) process.argv.splice(2, 1);
await import(pathToFileURL(path.join(SERVER_OUT_DIR, `${command ?? "main"}.js`)).href);
