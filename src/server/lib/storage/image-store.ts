import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";

/** Public URL paths of stored files start here; the app serves them from the same place. */
export const UPLOADS_URL_PREFIX = "/uploads/";

/** A stored file opened for an answer. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/**
 * Where uploaded images live. Keys are relative paths such as `12/<uuid>.jpg`; the first segment
 * groups one user's files so they can be removed together. Local disk (DATA_DIR/uploads) or an
 * S3-compatible bucket, without the callers noticing.
 */
export interface ImageStore {
  /** "local" files are served from disk by @fastify/static; others through `open`. */
  readonly driver: "local" | "s3";
  /** Stores `data` under `key` and answers the public URL path, e.g. `/uploads/12/<uuid>.jpg`. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Removes the file behind a public URL path; a path this store did not hand out is ignored. */
  delete(urlPath: string): Promise<void>;
  /** Removes every file whose key starts with `prefix/` (a user's folder). */
  deleteFolder(prefix: string): Promise<void>;
  /** The size of the file under `key`, or null when there is none. */
  sizeOf(key: string): Promise<number | null>;
  /** The whole file under `key`, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The file under `key` as a stream with what an answer says about it, or null. */
  open(key: string): Promise<StoredFile | null>;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/** The type a stored file is served as, by its extension. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Keys come from our own code, but a path that climbs out of the store is refused all the same. */
export function isSafeKey(key: string): boolean {
  const segments = key.split("/");
  return segments.every((segment) => SEGMENT.test(segment) && !segment.includes(".."));
}

/**
 * In a bucket, private files (compliance evidence) sit under this folder beside the public
 * uploads; no public address ever reaches them.
 */
export const PRIVATE_FOLDER = "private";

/** A key the public /uploads/ address may serve: safe, and never under the private folder. */
export function isPublicKey(key: string): boolean {
  return isSafeKey(key) && key.split("/")[0] !== PRIVATE_FOLDER;
}

/** The key behind a public URL path, or null when the path is not one of ours. */
export function keyOfUrlPath(urlPath: string): string | null {
  if (!urlPath.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = urlPath.slice(UPLOADS_URL_PREFIX.length);
  return key && isPublicKey(key) ? key : null;
}

/** Each user's uploads live in a folder named by their id, so account deletion can remove them all. */
export const userFolder = (userId: number) => String(userId);

/** A fresh, never-reused key: the file behind a URL never changes, so it can be cached for good. */
export const newUserImageKey = (userId: number, extension: string) =>
  `${userFolder(userId)}/${randomUUID()}.${extension}`;

/** Whether a URL path points at a file this user uploaded (and may therefore have deleted). */
export function isUploadOf(userId: number, urlPath: string | null | undefined): urlPath is string {
  const key = urlPath ? keyOfUrlPath(urlPath) : null;
  return key?.startsWith(`${userFolder(userId)}/`) === true;
}
