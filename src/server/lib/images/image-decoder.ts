import pLimit from "p-limit";
import { type PreparedImage, prepareImage } from "./prepare-image";

export interface ImageDecoderOptions {
  /** Images decoded at the same time; the rest wait their turn. */
  decodesAtOnce: number;
  /** The largest image, in pixels, worth decoding at all. */
  maxPixels: number;
}

export interface ImageDecoder {
  readonly maxPixels: number;
  prepare(input: Buffer): Promise<PreparedImage>;
}

/**
 * Decoding is the costly part of an upload: a queue keeps a burst of large images from taking
 * every core and all the memory at once, so the rest of EventEazy keeps answering.
 */
export function createImageDecoder({
  decodesAtOnce,
  maxPixels,
}: ImageDecoderOptions): ImageDecoder {
  const limit = pLimit(decodesAtOnce);
  return { maxPixels, prepare: (input) => limit(() => prepareImage(input, maxPixels)) };
}
