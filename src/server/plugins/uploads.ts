import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import sharp, { type Sharp } from "sharp";
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
 * Serves stored images from DATA_DIR/uploads (file names are never reused, so they cache for
 * long), and smaller copies at /uploads/w/{width}/… (JPEG) and /uploads/webp/{width}/… (WebP)
 * so phones do not download 2,000 px covers.
 * Copies are made on first request and kept in DATA_DIR/image-cache.
 */
export async function registerUploads(app: FastifyInstance, dataDir: string) {
  const root = path.join(dataDir, "uploads");
  const cacheRoot = path.join(dataDir, "image-cache");
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
        const source = path.join(root, file);
        // A deleted original takes its copies with it, even if they are still on disk.
        const original = await stat(source).catch(() => null);
        if (!original?.isFile()) return notFound();
        const copy = path.join(cacheRoot, String(width), `${file}.${format.extension}`);
        let body: Buffer | null = await readFile(copy).catch(() => null);
        if (!body) {
          body = await format.encode(sharp(source).resize({ width, withoutEnlargement: true }));
          await mkdir(path.dirname(copy), { recursive: true });
          await writeFile(copy, body);
        }
        return reply.header("cache-control", IMMUTABLE).type(format.contentType).send(body);
      },
    );
  }
}
