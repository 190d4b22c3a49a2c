import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface BundleFile {
  file: string;
  /** Why the home page loads it: entry, modulepreload, static import, or the home route chunk. */
  reason: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface BundleReport {
  files: BundleFile[];
  totalGzipBytes: number;
  homeChunkFound: boolean;
}

const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g;
// Static `import ... from "./x.js"`, bare `import "./x.js"` and `export ... from "./x.js"`.
// `[^'"();]` keeps dynamic `import("./x.js")` out: its `(` can never start the clause.
const STATIC_IMPORT =
  /\b(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
// Vite names the route chunk after src/client/app/routes/home.tsx: home-<8-char hash>.js.
const HOME_CHUNK = /^home-[\w-]{8}\.js$/;

function matchAll(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(pattern)].flatMap((match) => (match[1] ? [match[1]] : []));
}

/** Gzip (level 9) sizes of the JavaScript the home page loads before it is interactive. */
export async function measureHomeBundle(givenDir: string): Promise<BundleReport> {
  // Absolute, so a file reached from index.html and again by an import is counted once.
  const clientDir = path.resolve(givenDir);
  const html = await readFile(path.join(clientDir, "index.html"), "utf8");
  const toDiskPath = (url: string) => path.join(clientDir, url.replace(/^\//, ""));

  const queue: Array<{ absolute: string; reason: string }> = [
    ...matchAll(html, ENTRY_SCRIPT).map((url) => ({ absolute: toDiskPath(url), reason: "entry" })),
    ...matchAll(html, MODULE_PRELOAD).map((url) => ({
      absolute: toDiskPath(url),
      reason: "modulepreload",
    })),
  ];
  const assetsDir = path.join(clientDir, "assets");
  const assetNames = await readdir(assetsDir);
  const homeChunk =
    assetNames.find((name) => HOME_CHUNK.test(name)) ??
    assetNames.find((name) => name.startsWith("home-") && name.endsWith(".js"));
  if (homeChunk) queue.push({ absolute: path.join(assetsDir, homeChunk), reason: "home route" });

  const files: BundleFile[] = [];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next || seen.has(next.absolute)) continue;
    seen.add(next.absolute);
    const bytes = await readFile(next.absolute);
    files.push({
      file: path.relative(clientDir, next.absolute),
      reason: next.reason,
      rawBytes: bytes.length,
      gzipBytes: gzipSync(bytes, { level: 9 }).length,
    });
    for (const specifier of matchAll(bytes.toString("utf8"), STATIC_IMPORT)) {
      const absolute = path.resolve(path.dirname(next.absolute), specifier);
      if (!seen.has(absolute)) queue.push({ absolute, reason: "static import" });
    }
  }
  return {
    files,
    totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    homeChunkFound: homeChunk !== undefined,
  };
}
