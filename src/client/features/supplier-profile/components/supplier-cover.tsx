import { categoryName } from "../../../../shared/domain/categories";
import { CategoryIcon } from "../../../components/category-icon";
import { uploadSrcSet } from "../../../lib/images";
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
    <div className="relative aspect-[16/9] w-full overflow-hidden rounded-2xl bg-slate-100 sm:aspect-[3/1]">
      {coverImage ? (
        <img
          src={coverImage}
          srcSet={uploadSrcSet(coverImage)}
          sizes="(min-width: 1152px) 1152px, 100vw"
          alt=""
          width={1200}
          height={400}
          fetchPriority="high"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-200 via-brand-50 to-orange-100">
          <span className="flex size-20 items-center justify-center rounded-2xl bg-white/80 text-brand-700 shadow-sm sm:size-24">
            <CategoryIcon icon={categoryIconKey(categories[0])} className="size-10 sm:size-12" />
          </span>
        </div>
      )}
      <CategoryChips categories={categories} />
    </div>
  );
}
