import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import pLimit from "p-limit";
import { contentTypeOfKey, isSafeKey } from "./image-store";

export interface CopyReport {
  /** Keys written to the target. */
  copied: string[];
  /** Keys the target already held at the same size. */
  alreadyThere: string[];
  /** Files whose names could never be an upload's key (half-written files, stray names). */
  ignored: string[];
}

const COPIES_AT_ONCE = 8;

/** Where files are copied to: the image store, or the private store for evidence. */
export interface CopyTarget {
  /** The size of the file under `key`, or null when there is none. */
  sizeOf(key: string): Promise<number | null>;
  put(key: string, data: Buffer, contentType: string): Promise<unknown>;
}

async function filesUnder(root: string): Promise<string[]> {
  const found = await stat(root).catch(() => null);
  if (!found?.isDirectory()) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join("/"))
    .sort();
}

/**
 * Copies every file under `sourceDir` (DATA_DIR/uploads, or DATA_DIR/private) into `target`
 * under the same key, so its address /uploads/<key> (or its badge's evidence) stays the same. A file the target already holds at the same size is
 * left alone, so the copy can run again after an interruption, or before and after the switch.
 * Source files are never changed or removed.
 */
export async function copyUploads(sourceDir: string, target: CopyTarget): Promise<CopyReport> {
  const report: CopyReport = { copied: [], alreadyThere: [], ignored: [] };
  const limit = pLimit(COPIES_AT_ONCE);
  await Promise.all(
    (await filesUnder(sourceDir)).map((key) =>
      limit(async () => {
        if (!isSafeKey(key) || key.endsWith(".partial")) {
          report.ignored.push(key);
          return;
        }
        const data = await readFile(path.join(sourceDir, ...key.split("/")));
        if ((await target.sizeOf(key)) === data.length) {
          report.alreadyThere.push(key);
          return;
        }
        await target.put(key, data, contentTypeOfKey(key));
        report.copied.push(key);
      }),
    ),
  );
  for (const list of Object.values(report)) list.sort();
  return report;
}
