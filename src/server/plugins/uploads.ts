import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import sharp, { type Sharp } from "sharp";
import type { ImageStore } from "#server/lib/storage/image-store";
import {
  IMAGE_COPY_PREFIXES,
  IMAGE_WIDTHS,
  type ImageCopyFormat,
} from "#shared/domain/image-sizes";

const IMAGE_PATH = /^[\w-]+(\/[\w-]+)*\.(jpe?g|png|webp)$/;
const IMMUTABLE = "public, max-age=2592000, immutable";

interface SizedCopyFormat {
  extension: string;
  contentType: string;
  encode(image: Sharp): Promise<Buffer>;
}

/**
 * The smaller copies, by address: JPEG for every browser, and WebP, about a third smaller, for
 * the browsers that say they take it in a <picture>'s source.
 */
const SIZED_COPY_FORMATS: Record<ImageCopyFormat, SizedCopyFormat> = {
  jpeg: {
    extension: "jpg",
    contentType: "image/jpeg",
    encode: (image) => image.jpeg({ quality: 78, mozjpeg: true }).toBuffer(),
  },
  webp: {
    extension: "webp",
    contentType: "image/webp",
    encode: (image) => image.webp({ quality: 74, effort: 4 }).toBuffer(),
  },
};

/**
 * Serves stored images at /uploads/… (file names are never reused, so they cache for long), and
 * smaller copies at /uploads/w/{width}/… (JPEG) and /uploads/webp/{width}/… (WebP) so phones do
 * not download 2,000 px covers. Images in a bucket pass through this server too, so pages keep
 * their same-origin addresses and headers (docs/decisions/0028-uploads-in-object-storage.md).
 * Copies are made on first request and kept in DATA_DIR/image-cache, on each app server.
 */
export async function registerUploads(app: FastifyInstance, dataDir: string, store: ImageStore) {
  const cacheRoot = path.join(dataDir, "image-cache");
  if (store.driver === "local") {
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
        res.header("cache-control", IMMUTABLE);
      },
    });
  } else {
    app.get<{ Params: { "*": string } }>(
      "/uploads/*",
      { schema: { hide: true } },
      async (request, reply) => {
        const file = await store.open(request.params["*"]);
        if (!file) return reply.callNotFound();
        if (file.etag && request.headers["if-none-match"] === file.etag) {
          file.body.destroy();
          return reply.code(304).header("cache-control", IMMUTABLE).send();
        }
        reply.header("cache-control", IMMUTABLE).type(file.contentType);
        if (file.size !== undefined) reply.header("content-length", file.size);
        if (file.etag) reply.header("etag", file.etag);
        if (file.lastModified) reply.header("last-modified", file.lastModified.toUTCString());
        return reply.send(file.body);
      },
    );
  }

  for (const [name, format] of Object.entries(SIZED_COPY_FORMATS)) {
    app.get<{ Params: { width: string; "*": string } }>(
      // Only the widths pages ask for; other widths would let a visitor fill the disk.
      `${IMAGE_COPY_PREFIXES[name as ImageCopyFormat]}/:width/*`,
      { schema: { hide: true } },
      async (request, reply) => {
        const width = Number(request.params.width);
        const file = request.params["*"];
        const notFound = () =>
          reply.code(404).send({ message: "No such image.", code: "not_found" });
        if (
          !IMAGE_WIDTHS.includes(width as (typeof IMAGE_WIDTHS)[number]) ||
          !IMAGE_PATH.test(file)
        ) {
          return notFound();
        }
        // A deleted original takes its copies with it, even if they are still on disk.
        if ((await store.sizeOf(file)) === null) return notFound();
        const copy = path.join(cacheRoot, String(width), `${file}.${format.extension}`);
        let body: Buffer | null = await readFile(copy).catch(() => null);
        if (!body) {
          const source = await store.read(file);
          if (!source) return notFound();
          body = await format.encode(sharp(source).resize({ width, withoutEnlargement: true }));
          await mkdir(path.dirname(copy), { recursive: true });
          await writeFile(copy, body);
        }
        return reply.header("cache-control", IMMUTABLE).type(format.contentType).send(body);
      },
    );
  }
}
