import { UploadPicture } from "#client/components/upload-picture";
import { cn } from "#client/lib/cn";
import { COVER_BANNER_SIZES, smallestCopy } from "#shared/domain/image-sizes";
import { CategoryPlaceholder } from "./category-placeholder";

interface CoverBannerProps {
  coverImage: string | null;
  /** The first category picks the placeholder's icon and colours. */
  category: string | undefined;
  alt?: string;
  /** Read out when there is no cover, where the cover would have had alt text. */
  placeholderLabel?: string;
  isEager?: boolean;
  className?: string;
}

/**
 * A cover as wide as the page. Covers are cropped to the cards' 16:10, which a phone shows as it
 * is; wider screens show the whole crop, centred on a blurred copy of itself, so nothing the
 * supplier kept in the crop is cut off again.
 */
export function CoverBanner({
  coverImage,
  category,
  alt = "",
  placeholderLabel,
  isEager = false,
  className,
}: CoverBannerProps) {
  return (
    <div
      className={cn(
        "relative aspect-[16/10] w-full overflow-hidden bg-slate-100 sm:aspect-[3/1]",
        className,
      )}
    >
      {coverImage ? (
        <>
          <img
            src={smallestCopy(coverImage)}
            alt=""
            aria-hidden="true"
            decoding="async"
            className="absolute inset-0 hidden size-full scale-110 object-cover opacity-80 blur-2xl sm:block"
          />
          <UploadPicture
            src={coverImage}
            sizes={COVER_BANNER_SIZES}
            alt={alt}
            width={1280}
            height={800}
            fetchPriority={isEager ? "high" : "auto"}
            decoding="async"
            className="relative mx-auto size-full object-cover sm:w-auto sm:max-w-full sm:object-contain"
          />
        </>
      ) : (
        <CategoryPlaceholder category={category} variant="cover" label={placeholderLabel} />
      )}
    </div>
  );
}
