import { initials } from "../../../../shared/domain/format";
import { cn } from "../../../lib/cn";

const sizes = {
  md: "size-16 text-lg",
  lg: "size-20 text-xl",
};

/** A larger avatar than the shared one, which is sized for the header. */
export function ProfileAvatar({
  name,
  imageUrl,
  size,
  className,
}: {
  name: string;
  imageUrl: string | null;
  size: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800",
        sizes[size],
        className,
      )}
    >
      {imageUrl ? (
        <img src={imageUrl} alt="" className="size-full object-cover" />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}
