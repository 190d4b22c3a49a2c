import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Sharp } from "sharp";
import type { ImageDecoder } from "#server/lib/images/image-decoder";
import { loadSharp } from "#server/lib/images/sharp";
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
 *
 * A copy is made once however many ask for it together: the first request for a (file, width,
 * format) starts the work and every other request, until it is on disk, awaits the same
 * promise. A new page of cards sends its 240 visitors' first requests at once; without this
 * each encoded the same image, one after another in the decoder's queue, holding profile
 * uploads and badge evidence behind them. The encoding itself takes its turn in the app's one
 * image decoder. Several processes of one machine (WORKERS) may each make a copy once.
 */
export async function registerUploads(
  app: FastifyInstance,
  dataDir: string,
  store: ImageStore,
  decoder: ImageDecoder,
) {
  const cacheRoot = path.join(dataDir, "image-cache");
  const copiesUnderWay = new Map<string, Promise<Buffer | null>>();

  /** The copy from DATA_DIR/image-cache, or made from the original; null when it is gone. */
  async function readOrMakeCopy(
    file: string,
    width: number,
    format: SizedCopyFormat,
    copy: string,
  ): Promise<Buffer | null> {
    const cached = await readFile(copy).catch(() => null);
    if (cached) return cached;
    const source = await store.read(file);
    if (!source) return null;
    const body = await decoder.run(() =>
      format.encode(
        loadSharp()(source, { limitInputPixels: decoder.maxPixels }).resize({
          width,
          withoutEnlargement: true,
        }),
      ),
    );
    await mkdir(path.dirname(copy), { recursive: true });
    // Written aside and renamed into place, so no reader (here or in another process) ever
    // finds half a copy.
    const partial = `${copy}.${randomUUID()}.partial`;
    await writeFile(partial, body);
    await rename(partial, copy);
    return body;
  }

  function copyOf(file: string, width: number, format: SizedCopyFormat): Promise<Buffer | null> {
    const copy = path.join(cacheRoot, String(width), `${file}.${format.extension}`);
    let underWay = copiesUnderWay.get(copy);
    if (!underWay) {
      // Forgotten only once the copy is on disk (or failed), so a later request reads the file.
      underWay = readOrMakeCopy(file, width, format, copy).finally(() =>
        copiesUnderWay.delete(copy),
      );
      copiesUnderWay.set(copy, underWay);
    }
    return underWay;
  }
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
        const body = await copyOf(file, width, format);
        if (!body) return notFound();
        return reply.header("cache-control", IMMUTABLE).type(format.contentType).send(body);
      },
    );
  }
}
