import { useId } from "react";
import { Select } from "#client/components/ui/input";
import type { DirectoryFilterControls } from "#client/features/suppliers/hooks/use-directory-filters";
import { DIRECTORY_SORTS, type DirectorySort } from "#shared/domain/directory-filters";

const SORT_LABELS: Record<DirectorySort, string> = {
  distance: "Nearest first",
  rating: "Highest rated",
  reviews: "Most reviews",
  price: "Price: low to high",
  newest: "Newest",
};

/** Without a place the directory's own order is the ranking: rated suppliers first. */
const RECOMMENDED = "";

/** How a page's suppliers are put in order, as the results' sentence ends: "nearest first". */
export function orderPhrase(sort: DirectorySort | undefined, hasPlace: boolean): string {
  switch (sort ?? (hasPlace ? "distance" : undefined)) {
    case "distance":
      return "nearest first";
    case "rating":
      return "highest rated first";
    case "reviews":
      return "most reviewed first";
    case "price":
      return "lowest starting price first";
    case "newest":
      return "newest first";
    default:
      return "best rated first";
  }
}

/** "Sort by": nearest first (with a place) or recommended, rating, reviews, price, newest. */
export function SortSelect({ controls }: { controls: DirectoryFilterControls }) {
  const id = useId();
  const { filters } = controls;
  const hasPlace = Boolean(filters.location);
  const options = DIRECTORY_SORTS.filter((sort) => hasPlace || sort !== "distance");
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-800">
        Sort by
      </label>
      <Select
        id={id}
        inline
        value={filters.sort ?? (hasPlace ? "distance" : RECOMMENDED)}
        onChange={(event) => {
          const value = event.target.value as DirectorySort | typeof RECOMMENDED;
          controls.setSort(value === RECOMMENDED ? undefined : value);
        }}
      >
        {!hasPlace && <option value={RECOMMENDED}>Recommended</option>}
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
    </div>
  );
}
