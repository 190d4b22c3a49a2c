import { randomUUID } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { isSafeKey, userFolder } from "./image-store";
import { writeFileAtomically } from "./write-file-atomically";

/**
 * Files only EventEazy's own routes hand out, after checking who asks: compliance evidence.
 * They live beside the public uploads, never under them, so no static route can reach them.
 */
export interface PrivateFileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when it is gone. */
  read(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  deleteFolder(prefix: string): Promise<void>;
}

/** A fresh key in the user's folder, so deleting the account removes the files with it. */
export const newPrivateKey = (userId: number, extension: string) =>
  `${userFolder(userId)}/${randomUUID()}.${extension}`;

/** DATA_DIR/private: outside DATA_DIR/uploads, which the app serves at /uploads/. */
export function createPrivateFileStore(config: { dataDir: string }): PrivateFileStore {
  const rootDir = path.join(config.dataDir, "private");
  const fileFor = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(rootDir, ...key.split("/"));
  };

  return {
    async put(key, data) {
      await writeFileAtomically(fileFor(key), data);
    },
    async read(key) {
      try {
        return await readFile(fileFor(key));
      } catch (error) {
        if ((error as { code?: unknown }).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    async deleteFolder(prefix) {
      await rm(fileFor(prefix), { recursive: true, force: true });
    },
  };
}
