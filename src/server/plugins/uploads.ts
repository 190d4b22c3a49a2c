import { mkdir } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Serves stored images from DATA_DIR/uploads. File names are never reused, so they cache for long. */
export async function registerUploads(app: FastifyInstance, dataDir: string) {
  const root = path.join(dataDir, "uploads");
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: "deny",
    setHeaders(res) {
      res.header("cache-control", "public, max-age=2592000, immutable");
    },
  });
}
