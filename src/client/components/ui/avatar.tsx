import { cn } from "#client/lib/cn";
import { initials } from "#shared/domain/format";

const sizes = {
  sm: { box: "size-9 text-sm", pixels: 36 },
  md: { box: "size-16 text-lg", pixels: 64 },
  lg: { box: "size-20 text-2xl sm:size-24 sm:text-3xl", pixels: 96 },
  xl: { box: "size-24 text-3xl shadow-md ring-4 ring-white sm:size-32 sm:text-4xl", pixels: 128 },
};

interface AvatarProps {
  name: string;
  imageUrl?: string | null;
  /** sm for lists and the header, larger ones for profile headers. */
  size?: keyof typeof sizes;
  className?: string;
}

export function Avatar({ name, imageUrl, size = "sm", className }: AvatarProps) {
  const { box, pixels } = sizes[size];
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800",
        box,
        className,
      )}
    >
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          width={pixels}
          height={pixels}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}
