import pLimit from "p-limit";
import { type PreparedImage, prepareImage } from "./prepare-image";

declare module "fastify" {
  interface FastifyInstance {
    /** The app's one queue for image work; tests read its activity. */
    imageDecoder: ImageDecoder;
  }
}

export interface ImageDecoderOptions {
  /** Images decoded or encoded at the same time; the rest wait their turn. */
  decodesAtOnce: number;
  /** The largest image, in pixels, worth decoding at all. */
  maxPixels: number;
}

/** What the limit has seen since it was made: for tests and for reading a server's load. */
export interface ImageWorkActivity {
  /** Pieces of image work running now, and waiting for their turn. */
  running: number;
  waiting: number;
  /** The most that ever ran at once. */
  busiest: number;
  /** Pieces of image work finished, successfully or not. */
  finished: number;
}

export interface ImageDecoder {
  readonly maxPixels: number;
  /** Checks an uploaded image and re-encodes it for storage (prepare-image.ts). */
  prepare(input: Buffer): Promise<PreparedImage>;
  /** Any other sharp work (evidence checks, smaller copies), under the same limit. */
  run<T>(work: () => Promise<T>): Promise<T>;
  activity(): ImageWorkActivity;
}

/**
 * Decoding and encoding are the costly part of images: a queue keeps a burst of large images
 * from taking every core and all the memory at once, so the rest of EventEazy keeps answering.
 * sharp runs its work on libuv's thread pool (4 threads), which argon2, file reads and
 * compression share: an unlimited burst filled all four and a login waited behind 30 images.
 * One decoder serves the whole app (buildApp makes it), so profile images, badge evidence and
 * the smaller copies of stored images all count against the same IMAGE_DECODES_AT_ONCE.
 */
export function createImageDecoder({
  decodesAtOnce,
  maxPixels,
}: ImageDecoderOptions): ImageDecoder {
  const limit = pLimit(decodesAtOnce);
  let busiest = 0;
  let finished = 0;
  const run = <T>(work: () => Promise<T>): Promise<T> =>
    limit(async () => {
      busiest = Math.max(busiest, limit.activeCount);
      try {
        return await work();
      } finally {
        finished += 1;
      }
    });
  return {
    maxPixels,
    prepare: (input) => run(() => prepareImage(input, maxPixels)),
    run,
    activity: () => ({
      running: limit.activeCount,
      waiting: limit.pendingCount,
      busiest,
      finished,
    }),
  };
}
