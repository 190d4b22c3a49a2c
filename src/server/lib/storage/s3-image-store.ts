import { Readable } from "node:stream";
import type * as ClientS3 from "@aws-sdk/client-s3";
import type { S3Client } from "@aws-sdk/client-s3";
import type { StorageConfig } from "#server/config";
import { loadOnFirstUse } from "#server/lib/load-on-first-use";
import {
  contentTypeOfKey,
  type ImageStore,
  isPublicKey,
  isSafeKey,
  keyOfUrlPath,
  UPLOADS_URL_PREFIX,
} from "./image-store";

export type S3StorageConfig = Extract<StorageConfig, { driver: "s3" }>;

/** Files a folder's removal deletes at the same time. */
const DELETES_AT_ONCE = 8;

/**
 * The S3 client library (about 23 MB once loaded), when a store in a bucket is first made: a
 * server that keeps its files on disk never loads it (decision 52).
 */
export const loadS3 = loadOnFirstUse<typeof ClientS3>("@aws-sdk/client-s3");

/** A client for the configured bucket, shared by the image store and the copying command. */
export function createS3Client(config: S3StorageConfig): S3Client {
  const { S3Client } = loadS3();
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Compatible stores do not all check or send the newer CRC checksums; S3 itself needs none.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

export function isMissing(error: unknown): boolean {
  return (
    error instanceof loadS3().S3ServiceException &&
    (error.name === "NoSuchKey" ||
      error.name === "NotFound" ||
      error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Objects in an S3-compatible bucket under the same keys the local folder uses, so a file moved
 * from one to the other keeps its public address (/uploads/<key>).
 */
export function createS3ImageStore(
  config: S3StorageConfig,
  client: S3Client = createS3Client(config),
): ImageStore {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
  } = loadS3();
  const Bucket = config.bucket;
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return key;
  };

  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  return {
    driver: "s3",
    async put(key, data, contentType) {
      // One PUT either stores the whole object or nothing: no reader sees half a file.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
        }),
      );
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async delete(urlPath) {
      const key = keyOfUrlPath(urlPath);
      if (key) await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deleteFolder(prefix) {
      const keys = await keysUnder(`${checked(prefix)}/`);
      for (let start = 0; start < keys.length; start += DELETES_AT_ONCE) {
        await Promise.all(
          keys
            .slice(start, start + DELETES_AT_ONCE)
            .map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))),
        );
      }
    },
    async sizeOf(key) {
      if (!isPublicKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key) {
      const file = await this.open(key);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    async open(key) {
      if (!isPublicKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error("S3 answered no readable body");
        return {
          body: object.Body,
          contentType: object.ContentType ?? contentTypeOfKey(key),
          size: object.ContentLength,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
