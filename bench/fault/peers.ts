import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "#tests/support/server-process";

/** True when a Redis server answers PING at `url`. */
export function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const finish = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => finish(false));
    socket.once("error", () => finish(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => finish(data.toString().startsWith("+PONG")));
  });
}

interface S3rverInstance {
  run(): Promise<unknown>;
  close(): Promise<unknown>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export interface S3Peer {
  env: Record<string, string>;
  stop(): Promise<void>;
}

const BUCKET = "eventeazy-bench";

/**
 * A real S3 protocol server (`s3rver`, a dev dependency where S3 storage is built) with one
 * bucket, and the settings that point EventEazy at it; undefined when s3rver is not installed.
 */
export async function startS3Peer(): Promise<S3Peer | undefined> {
  const name = "s3rver";
  const loaded = (await import(name).catch(() => undefined)) as
    | { default?: S3rverClass }
    | undefined;
  const S3rver = loaded?.default;
  if (!S3rver) return undefined;
  const directory = await mkdtemp(path.join(os.tmpdir(), "eventeazy-bench-s3-"));
  const port = await freePort();
  const server = new S3rver({
    port,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  await server.run();
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      // s3rver's own fixed credentials.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
