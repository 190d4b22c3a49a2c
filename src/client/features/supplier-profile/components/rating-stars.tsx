import { Star, StarHalf } from "lucide-react";
import { cn } from "../../../lib/cn";

const STAR_COUNT = 5;

type StarFill = "full" | "half" | "empty";

/** The spec's half-star logic: whole stars, then one half star when the rest is at least 0.5. */
export function starFills(rating: number): StarFill[] {
  const clamped = Math.min(Math.max(rating, 0), STAR_COUNT);
  const full = Math.floor(clamped);
  const hasHalf = clamped - full >= 0.5;
  return Array.from({ length: STAR_COUNT }, (_, index) => {
    if (index < full) return "full";
    if (index === full && hasHalf) return "half";
    return "empty";
  });
}

export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** Stars are drawn for the eye; screen readers hear the label ("Rated 4.5 out of 5"). */
export function RatingStars({
  rating,
  className,
  size = "md",
}: {
  rating: number;
  className?: string;
  size?: "sm" | "md";
}) {
  const iconSize = size === "sm" ? "size-4" : "size-5";
  return (
    <span
      role="img"
      aria-label={`Rated ${formatRating(rating)} out of ${STAR_COUNT}`}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {starFills(rating).map((fill, index) => (
        // Five fixed positions; the index is the star's identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length star row
        <span key={index} className={cn("relative inline-flex", iconSize)}>
          <Star
            aria-hidden="true"
            className={cn(
              iconSize,
              fill === "full" ? "fill-amber-400 text-amber-500" : "fill-slate-100 text-slate-300",
            )}
          />
          {fill === "half" && (
            <StarHalf
              aria-hidden="true"
              className={cn("absolute inset-0 fill-amber-400 text-amber-500", iconSize)}
            />
          )}
        </span>
      ))}
    </span>
  );
}
