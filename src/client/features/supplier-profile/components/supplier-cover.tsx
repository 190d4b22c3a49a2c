import { CategoryIcon } from "#client/components/category-icon";
import { CoverBanner } from "#client/components/cover-banner";
import { categoryName } from "#shared/domain/categories";
import { categoryIconKey } from "./category-meta";

const MAX_COVER_CHIPS = 3;

function CategoryChips({ categories }: { categories: string[] }) {
  if (categories.length === 0) return null;
  const shown = categories.slice(0, MAX_COVER_CHIPS);
  const hidden = categories.length - shown.length;
  return (
    <ul
      aria-label="Categories"
      className="absolute top-3 left-3 right-3 flex flex-wrap gap-2 sm:top-4 sm:left-4"
    >
      {shown.map((category) => (
        <li
          key={category}
          className="inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-slate-900 shadow-sm"
        >
          <CategoryIcon icon={categoryIconKey(category)} className="size-3.5 text-brand-700" />
          {categoryName(category)}
        </li>
      ))}
      {hidden > 0 && (
        <li className="inline-flex items-center rounded-full bg-slate-900/85 px-3 py-1 text-xs font-semibold text-white shadow-sm">
          +{hidden} more
        </li>
      )}
    </ul>
  );
}

/**
 * The cover is the page's largest image, so it loads eagerly and first; its box has a fixed
 * aspect ratio so nothing moves when it arrives.
 */
export function SupplierCover({
  coverImage,
  categories,
}: {
  coverImage: string | null;
  categories: string[];
}) {
  return (
    <div className="relative">
      <CoverBanner
        coverImage={coverImage}
        category={categories[0]}
        isEager
        className="rounded-2xl"
      />
      <CategoryChips categories={categories} />
    </div>
  );
}
