const SIZED_WIDTHS = [320, 640, 960] as const;

/**
 * A srcset of the server's smaller copies of an uploaded image, so the browser picks the one
 * that fits; images from elsewhere get none.
 */
export function uploadSrcSet(src: string): string | undefined {
  if (!src.startsWith("/uploads/")) return undefined;
  const file = src.slice("/uploads/".length);
  return SIZED_WIDTHS.map((width) => `/uploads/w/${width}/${file} ${width}w`).join(", ");
}

/**
 * Cover images are cropped to the shape cards show them in, so what the supplier cropped is
 * what organizers see. The class and the number must say the same ratio.
 */
export const COVER_ASPECT = 16 / 10;
export const coverAspectClass = "aspect-[16/10]";
