import { Star } from "lucide-react";
import { cn } from "#client/lib/cn";

const STAR_COUNT = 5;

type StarFill = "full" | "half" | "empty";

/** Whole stars up to the rating, then a half star when the remainder is at least a half. */
function starFills(rating: number): StarFill[] {
  const clamped = Math.min(Math.max(rating, 0), STAR_COUNT);
  const whole = Math.floor(clamped);
  const hasHalf = clamped - whole >= 0.5;
  return Array.from({ length: STAR_COUNT }, (_, index) => {
    if (index < whole) return "full";
    if (index === whole && hasHalf) return "half";
    return "empty";
  });
}

export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

const starSize = { sm: "size-3.5", md: "size-4", lg: "size-5" };

/** Five stars with half-star steps, read out as "Rated 4.5 out of 5". */
export function RatingStars({
  rating,
  size = "md",
  className,
}: {
  rating: number;
  size?: keyof typeof starSize;
  className?: string;
}) {
  const sizeClass = starSize[size];
  return (
    <span
      role="img"
      aria-label={`Rated ${formatRating(rating)} out of ${STAR_COUNT}`}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {starFills(rating).map((fill, index) => (
        // Stars have no identity beyond their position.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of five
        <span key={index} className={cn("relative inline-flex shrink-0", sizeClass)}>
          <Star className={cn(sizeClass, "fill-slate-200 text-slate-300")} aria-hidden="true" />
          {fill !== "empty" && (
            <span
              className={cn("absolute inset-y-0 left-0 overflow-hidden", {
                "w-full": fill === "full",
                "w-1/2": fill === "half",
              })}
            >
              <Star
                className={cn(sizeClass, "max-w-none fill-amber-400 text-amber-500")}
                aria-hidden="true"
              />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
