import type { ImgHTMLAttributes } from "react";
import { uploadSrcSet } from "#shared/domain/image-sizes";

type UploadPictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet"> & {
  src: string;
  alt: string;
  /** How wide the image shows, so the browser fetches the copy that fits. */
  sizes: string;
};

/**
 * An uploaded image at the width the layout needs, as WebP where the browser takes it and JPEG
 * otherwise. Images from elsewhere show as they are. The <picture> takes no box of its own, so
 * the image lays out as if it stood alone.
 */
export function UploadPicture({ src, alt, sizes, ...image }: UploadPictureProps) {
  const webp = uploadSrcSet(src, "webp");
  return (
    <picture className="contents">
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img src={src} srcSet={uploadSrcSet(src)} sizes={sizes} alt={alt} {...image} />
    </picture>
  );
}
