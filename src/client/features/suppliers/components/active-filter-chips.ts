import type { SupplierFilters } from "#client/features/suppliers/api/get-suppliers";
import {
  type ActiveFilterName,
  activeFilterNames,
} from "#client/features/suppliers/hooks/use-directory-filters";
import { formatCalendarDay } from "#client/lib/calendar-month";
import { categoryName } from "#shared/domain/categories";
import { formatNumber } from "#shared/domain/format";

type ChipLabel<K extends ActiveFilterName> = (
  value: NonNullable<SupplierFilters[K]>,
  filters: SupplierFilters,
) => string;

/**
 * What each filter a person sets reads as on its chip, the one place chips are worded: a field
 * of a counted kind added to the contract fails the type check here until it has a label.
 */
const CHIP_LABELS: { [K in ActiveFilterName]: ChipLabel<K> } = {
  category: (category) => categoryName(category),
  location: (location, filters) => `Within ${filters.distance} km of ${location}`,
  q: (words) => `Search: “${words}”`,
  insured: () => "Insured",
  goodHygiene: () => "Food hygiene 4+",
  availableOn: (day) => `Free on ${formatCalendarDay(day)}`,
  maxPrice: (pounds) => `Up to £${formatNumber(pounds)}`,
};

export interface ActiveFilterChip {
  name: ActiveFilterName;
  label: string;
}

function chipOf<K extends ActiveFilterName>(
  name: K,
  filters: SupplierFilters,
): ActiveFilterChip | null {
  const value = filters[name];
  if (value === undefined || value === null) return null;
  const label: ChipLabel<K> = CHIP_LABELS[name];
  return { name, label: label(value, filters) };
}

/** A chip for each filter in force, in the contract's order: as many as the active-filter count. */
export function activeFilterChips(filters: SupplierFilters): ActiveFilterChip[] {
  return activeFilterNames(filters).flatMap((name) => chipOf(name, filters) ?? []);
}
