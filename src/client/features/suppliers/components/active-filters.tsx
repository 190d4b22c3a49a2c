import { X } from "lucide-react";
import { activeFilterChips } from "#client/features/suppliers/components/active-filter-chips";
import type { DirectoryFilterControls } from "#client/features/suppliers/hooks/use-directory-filters";

/**
 * The filters in force, each removable in one tap; on narrow screens the only sight of them
 * outside the drawer. `onRemoved` gets focus somewhere sensible, as the pressed chip is gone.
 */
export function ActiveFilters({
  controls,
  onRemoved,
}: {
  controls: DirectoryFilterControls;
  onRemoved: () => void;
}) {
  const chips = activeFilterChips(controls.filters);
  if (chips.length === 0) return null;

  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.name} className="max-w-full">
          <button
            type="button"
            onClick={() => {
              controls.removeFilter(chip.name);
              onRemoved();
            }}
            className="inline-flex max-w-full min-h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-900 transition-colors hover:border-brand-500 hover:bg-brand-100"
          >
            <span className="truncate">{chip.label}</span>
            <X className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">, remove filter</span>
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button
            type="button"
            onClick={() => {
              controls.clearAll();
              onRemoved();
            }}
            className="inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-slate-100 hover:underline"
          >
            Clear all
          </button>
        </li>
      )}
    </ul>
  );
}
