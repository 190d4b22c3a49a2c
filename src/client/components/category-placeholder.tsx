import { useId } from "react";
import { cn } from "#client/lib/cn";
import { CATEGORIES } from "#shared/domain/categories";
import { categoryColours } from "#shared/domain/category-colours";
import { CategoryIcon } from "./category-icon";

const iconByCategory = new Map<string, string>(CATEGORIES.map((c) => [c.id, c.icon]));

const tileSizes = {
  card: { tile: "size-14 rounded-2xl", icon: "size-7" },
  cover: { tile: "size-20 rounded-2xl sm:size-24", icon: "size-10 sm:size-12" },
  avatar: { tile: "size-3/5 rounded-full", icon: "size-1/2" },
};

interface CategoryPlaceholderProps {
  /** The supplier's first category picks the icon and the colours. */
  category: string | undefined;
  variant?: keyof typeof tileSizes;
  /** Read out in place of the picture there is not, where a picture would have had alt text. */
  label?: string;
  className?: string;
}

/**
 * What shows where a supplier has no photo: the category's icon on a tile, over a pattern of
 * rings in the category's colours. Drawn with SVG attributes, so the strict style policy allows it.
 */
export function CategoryPlaceholder({
  category,
  variant = "card",
  label,
  className,
}: CategoryPlaceholderProps) {
  const id = useId().replace(/[^\w-]/g, "");
  const colours = categoryColours(category);
  const icon = iconByCategory.get(category ?? "") ?? "tag";
  const sizes = tileSizes[variant];
  return (
    <div
      data-placeholder-category={category ?? "none"}
      className={cn(
        "relative flex size-full items-center justify-center overflow-hidden",
        className,
      )}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 160 100"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full"
      >
        <defs>
          <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffffff" />
            <stop offset="1" stopColor={colours.light} />
          </linearGradient>
          <pattern id={`${id}-dots`} width="8" height="8" patternUnits="userSpaceOnUse">
            <circle cx="4" cy="4" r="0.8" fill={colours.mid} fillOpacity="0.25" />
          </pattern>
        </defs>
        <rect width="160" height="100" fill={`url(#${id}-bg)`} />
        <rect width="160" height="100" fill={`url(#${id}-dots)`} />
        {[22, 36, 50, 64].map((r) => (
          <circle
            key={r}
            cx="80"
            cy="50"
            r={r}
            fill="none"
            stroke={colours.mid}
            strokeOpacity={0.28 - r / 400}
            strokeWidth="1"
          />
        ))}
      </svg>
      <span
        aria-hidden="true"
        className={cn(
          "relative flex items-center justify-center bg-white shadow-sm ring-1 ring-black/5",
          sizes.tile,
        )}
      >
        <CategoryIcon icon={icon} color={colours.deep} className={sizes.icon} />
      </span>
      {label && <span className="sr-only">{label}</span>}
    </div>
  );
}
