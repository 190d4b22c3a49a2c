/** The widths the server keeps smaller copies of uploaded images at; no other is served. */
export const IMAGE_WIDTHS = [320, 640, 960] as const;

export type ImageCopyFormat = "jpeg" | "webp";

/** Where each format's copies live: /uploads/w/{width}/… and /uploads/webp/{width}/… */
export const IMAGE_COPY_PREFIXES: Record<ImageCopyFormat, string> = {
  jpeg: "/uploads/w",
  webp: "/uploads/webp",
};

/**
 * A srcset of the server's smaller copies of an uploaded image, so the browser picks the one
 * that fits; images from elsewhere get none.
 */
export function uploadSrcSet(src: string, format: ImageCopyFormat = "jpeg"): string | undefined {
  if (!src.startsWith("/uploads/")) return undefined;
  const file = src.slice("/uploads/".length);
  const prefix = IMAGE_COPY_PREFIXES[format];
  return IMAGE_WIDTHS.map((width) => `${prefix}/${width}/${file} ${width}w`).join(", ");
}

/** One copy of an uploaded image; other images as they are. */
export function uploadCopy(
  src: string,
  width: (typeof IMAGE_WIDTHS)[number],
  format: ImageCopyFormat = "jpeg",
): string {
  if (!src.startsWith("/uploads/")) return src;
  return `${IMAGE_COPY_PREFIXES[format]}/${width}/${src.slice("/uploads/".length)}`;
}

/** The smallest copy of an uploaded image, for a blurred backdrop. */
export const smallestCopy = (src: string) => uploadCopy(src, IMAGE_WIDTHS[0]);

/** How wide a profile's cover shows: the page's width, up to its 1152 px column. */
export const COVER_BANNER_SIZES = "(min-width: 1152px) 1152px, 100vw";
