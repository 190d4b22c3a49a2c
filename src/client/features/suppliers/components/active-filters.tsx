import { X } from "lucide-react";
import type { DirectoryFilterControls } from "#client/features/suppliers/hooks/use-directory-filters";
import { formatCalendarDay } from "#client/lib/calendar-month";
import { categoryName } from "#shared/domain/categories";

interface Chip {
  key: string;
  label: string;
  remove: () => void;
}

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
  const { filters } = controls;
  const chips: Chip[] = [];
  if (filters.category) {
    chips.push({
      key: "category",
      label: categoryName(filters.category),
      remove: () => controls.setCategory(undefined),
    });
  }
  if (filters.location) {
    chips.push({
      key: "location",
      label: `Within ${filters.distance} km of ${filters.location}`,
      remove: controls.clearLocation,
    });
  }
  if (filters.q) {
    chips.push({
      key: "q",
      label: `Search: “${filters.q}”`,
      remove: () => controls.setSearch(""),
    });
  }
  if (filters.insured) {
    chips.push({
      key: "insured",
      label: "Insured",
      remove: () => controls.setBadgeFilter("insured", false),
    });
  }
  if (filters.goodHygiene) {
    chips.push({
      key: "goodHygiene",
      label: "Food hygiene 4+",
      remove: () => controls.setBadgeFilter("goodHygiene", false),
    });
  }
  if (filters.availableOn) {
    chips.push({
      key: "availableOn",
      label: `Free on ${formatCalendarDay(filters.availableOn)}`,
      remove: () => controls.setAvailableOn(undefined),
    });
  }
  if (filters.maxPrice !== undefined) {
    chips.push({
      key: "maxPrice",
      label: `Up to £${filters.maxPrice.toLocaleString("en-GB")}`,
      remove: () => controls.setMaxPrice(undefined),
    });
  }
  if (chips.length === 0) return null;

  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key} className="max-w-full">
          <button
            type="button"
            onClick={() => {
              chip.remove();
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
