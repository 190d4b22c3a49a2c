import { createReadStream } from "node:fs";
import { readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import {
  contentTypeOfKey,
  type ImageStore,
  isSafeKey,
  keyOfUrlPath,
  UPLOADS_URL_PREFIX,
} from "./image-store";
import { writeFileAtomically } from "./write-file-atomically";

/** Files under `rootDir` (DATA_DIR/uploads), which the app serves at /uploads/. */
export function createLocalDiskImageStore(rootDir: string): ImageStore {
  const fileFor = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(rootDir, ...key.split("/"));
  };

  const fileStat = async (key: string) => {
    if (!isSafeKey(key)) return null;
    const found = await stat(fileFor(key)).catch(() => null);
    return found?.isFile() ? found : null;
  };

  return {
    driver: "local",
    async put(key, data) {
      await writeFileAtomically(fileFor(key), data);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async delete(urlPath) {
      const key = keyOfUrlPath(urlPath);
      if (key) await rm(fileFor(key), { force: true });
    },
    async deleteFolder(prefix) {
      await rm(fileFor(prefix), { recursive: true, force: true });
    },
    async sizeOf(key) {
      return (await fileStat(key))?.size ?? null;
    },
    async read(key) {
      if (!(await fileStat(key))) return null;
      return readFile(fileFor(key)).catch(() => null);
    },
    async open(key) {
      const found = await fileStat(key);
      if (!found) return null;
      return {
        body: createReadStream(fileFor(key)),
        contentType: contentTypeOfKey(key),
        size: found.size,
        etag: undefined,
        lastModified: found.mtime,
      };
    },
  };
}
