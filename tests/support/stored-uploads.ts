import { readdir } from "node:fs/promises";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import type { AppConfig } from "#server/config";
import { createImageStore } from "#server/lib/storage/create-image-store";
import { keyOfUrlPath } from "#server/lib/storage/image-store";
import { createS3Client } from "#server/lib/storage/s3-image-store";

type StorageOf = Pick<AppConfig, "dataDir" | "storage">;

/** The storage key behind an upload's address (`/uploads/12/x.jpg` → `12/x.jpg`). */
export const keyOf = (url: string) => url.replace(/^\/uploads\//, "");

/**
 * Every key an app has stored, sorted, whichever store it uses: the files under
 * DATA_DIR/uploads, or the objects in its bucket. `folder` narrows it to one user's.
 */
export async function storedKeys(config: StorageOf, folder?: string): Promise<string[]> {
  const prefix = folder ? `${folder}/` : "";
  if (config.storage.driver === "local") {
    const root = path.join(config.dataDir, "uploads");
    const entries = await readdir(path.join(root, prefix), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .map((relative) => relative.split(path.sep).join("/"))
      .sort();
  }
  const client = createS3Client(config.storage);
  try {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: config.storage.bucket,
          Prefix: prefix,
          ContinuationToken,
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys.sort();
  } finally {
    client.destroy();
  }
}

/** The stored bytes behind an upload's address, or null when nothing is stored there. */
export async function storedBytes(config: StorageOf, url: string): Promise<Buffer | null> {
  const key = keyOfUrlPath(url);
  return key ? createImageStore(config).read(key) : null;
}
