import type { Metadata } from "sharp";
import { loadSharp } from "./sharp";

/** Longest side of a stored image; larger images are scaled down, smaller ones kept as they are. */
export const MAX_IMAGE_SIDE = 2000;
/**
 * A few kilobytes of PNG can claim a 30,000 px square and take gigabytes to decode. The default
 * cap (IMAGE_MAX_MEGAPIXELS) still admits the photos of phones and cameras people upload.
 */
export const DEFAULT_MAX_INPUT_PIXELS = 40_000_000;
/** Between visible artefacts (below ~75) and files twice the size for no visible gain (above ~90). */
const JPEG_QUALITY = 82;

export type AcceptedImageFormat = "jpeg" | "png" | "webp";

export type ImageRejection = "unsupported_type" | "too_many_pixels" | "unreadable";

export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejection) {
    super(`image rejected: ${reason}`);
  }
}

export interface PreparedImage {
  data: Buffer;
  contentType: "image/jpeg";
  extension: "jpg";
  width: number;
  height: number;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const RIFF = [0x52, 0x49, 0x46, 0x46] as const;
const WEBP = [0x57, 0x45, 0x42, 0x50] as const;

/** The format the file's first bytes announce, whatever its name or declared type says. */
export function sniffImageFormat(bytes: Uint8Array): AcceptedImageFormat | null {
  if (startsWith(bytes, JPEG_SIGNATURE)) return "jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "webp";
  return null;
}

/**
 * Checks that `input` really is a JPEG, PNG or WebP image and re-encodes it for storage:
 * turned upright by its EXIF orientation, longest side at most 2,000 px, every piece of
 * metadata (EXIF, GPS, XMP, comments) dropped, stored as JPEG.
 *
 * JPEG rather than WebP: cover and profile images also travel outside our pages (link previews
 * of public supplier pages, emails, downloads) where JPEG is the one format every consumer
 * reads; the client's crop dialog already produces JPEG; and mozjpeg at quality 82 comes within
 * about a quarter of WebP's size. Transparent PNG and WebP are flattened onto white.
 */
export async function prepareImage(
  input: Buffer,
  maxPixels = DEFAULT_MAX_INPUT_PIXELS,
): Promise<PreparedImage> {
  const sniffed = sniffImageFormat(input);
  if (!sniffed) throw new ImageRejectedError("unsupported_type");

  let header: Metadata;
  try {
    // Reading the header decodes no pixels, so the pixel limit is checked by hand just below.
    header = await loadSharp()(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError("unreadable");
  }
  if (header.format !== sniffed) throw new ImageRejectedError("unsupported_type");
  if (!header.width || !header.height) throw new ImageRejectedError("unreadable");
  if (header.width * header.height > maxPixels) throw new ImageRejectedError("too_many_pixels");

  try {
    const { data, info } = await loadSharp()(input, { limitInputPixels: maxPixels })
      .autoOrient()
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: "image/jpeg",
      extension: "jpg",
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new ImageRejectedError("unreadable");
  }
}
