import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";

/** The widths a page may ask for; anything else would let a visitor fill the disk. */
export const IMAGE_WIDTHS = [320, 640, 960] as const;
const IMAGE_PATH = /^[\w-]+(\/[\w-]+)*\.(jpe?g|png|webp)$/;
const IMMUTABLE = "public, max-age=2592000, immutable";

/**
 * Serves stored images from DATA_DIR/uploads (file names are never reused, so they cache for
 * long), and smaller copies at /uploads/w/{width}/… so phones do not download 2,000 px covers.
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

  app.get<{ Params: { width: string; "*": string } }>(
    "/uploads/w/:width/*",
    { schema: { hide: true } },
    async (request, reply) => {
      const width = Number(request.params.width);
      const file = request.params["*"];
      const notFound = () => reply.code(404).send({ message: "No such image.", code: "not_found" });
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
      const copy = path.join(cacheRoot, String(width), `${file}.jpg`);
      let body = await readFile(copy).catch(() => null);
      if (!body) {
        body = await sharp(source)
          .resize({ width, withoutEnlargement: true })
          .jpeg({ quality: 78, mozjpeg: true })
          .toBuffer();
        await mkdir(path.dirname(copy), { recursive: true });
        await writeFile(copy, body);
      }
      return reply.header("cache-control", IMMUTABLE).type("image/jpeg").send(body);
    },
  );
}
