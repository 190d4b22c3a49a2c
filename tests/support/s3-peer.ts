import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

export interface S3Peer {
  /** The settings that point EventEazy at this peer's bucket, as its environment would. */
  env: Record<string, string>;
  bucket: string;
  /** The keys the bucket holds under `prefix`, sorted: what a test checks was stored or removed. */
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

/** s3rver's own keys: it checks every request's signature against them. */
const ACCESS_KEY_ID = "S3RVER";
const SECRET_ACCESS_KEY = "S3RVER";

/**
 * A real S3 protocol server on a free loopback port, keeping its objects in a temporary folder,
 * with one empty bucket (named `bucket`) ready.
 */
export async function startS3Peer(bucket = "eventeazy-test"): Promise<S3Peer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "eventeazy-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });
  return {
    bucket,
    async keys(prefix = "") {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (page.Contents ?? []).map((object) => object.Key ?? "").sort();
    },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
