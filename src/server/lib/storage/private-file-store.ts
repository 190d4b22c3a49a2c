import { randomUUID } from "node:crypto";
import { readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { AppConfig } from "#server/config";
import { isSafeKey, PRIVATE_FOLDER, userFolder } from "./image-store";
import { createS3Client, isMissing, loadS3 } from "./s3-image-store";
import { writeFileAtomically } from "./write-file-atomically";

/**
 * Files only EventEazy's own routes hand out, after checking who asks: compliance evidence.
 * On disk they live beside the public uploads, never under them; in a bucket, under the private
 * folder that the public /uploads/ address refuses. Either way no public route reaches them.
 */
export interface PrivateFileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The size of the file under `key`, or null when there is none. */
  sizeOf(key: string): Promise<number | null>;
  /** The file's bytes, or null when it is gone. */
  read(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  deleteFolder(prefix: string): Promise<void>;
}

/** A fresh key in the user's folder, so deleting the account removes the files with it. */
export const newPrivateKey = (userId: number, extension: string) =>
  `${userFolder(userId)}/${randomUUID()}.${extension}`;

const checked = (key: string) => {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
};

/** The configured private store: DATA_DIR/private, or the private folder of the S3 bucket. */
export function createPrivateFileStore(
  config: Pick<AppConfig, "dataDir" | "storage">,
): PrivateFileStore {
  return config.storage.driver === "s3"
    ? createS3PrivateFileStore(config.storage)
    : createLocalPrivateFileStore(path.join(config.dataDir, PRIVATE_FOLDER));
}

/** DATA_DIR/private: outside DATA_DIR/uploads, which the app serves at /uploads/. */
function createLocalPrivateFileStore(rootDir: string): PrivateFileStore {
  const fileFor = (key: string) => path.join(rootDir, ...checked(key).split("/"));
  return {
    async put(key, data) {
      await writeFileAtomically(fileFor(key), data);
    },
    async sizeOf(key) {
      const found = await stat(fileFor(key)).catch(() => null);
      return found?.isFile() ? found.size : null;
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

function createS3PrivateFileStore(
  config: Extract<AppConfig["storage"], { driver: "s3" }>,
): PrivateFileStore {
  const client = createS3Client(config);
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
  } = loadS3();
  const Bucket = config.bucket;
  const objectKey = (key: string) => `${PRIVATE_FOLDER}/${checked(key)}`;
  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: data,
          ContentLength: data.length,
        }),
      );
    },
    async sizeOf(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async deleteFolder(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${objectKey(prefix)}/`, ContinuationToken }),
        );
        await Promise.all(
          (page.Contents ?? []).flatMap((object) =>
            object.Key ? [client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }))] : [],
          ),
        );
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
