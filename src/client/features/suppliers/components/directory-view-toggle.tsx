import { FilterButtons } from "#client/components/ui/filter-buttons";
import type { DirectoryView } from "#client/features/suppliers/hooks/use-directory-view";

const VIEWS = [
  { value: "list", label: "List" },
  { value: "map", label: "Map" },
] as const;

export function DirectoryViewToggle({
  view,
  onChange,
}: {
  view: DirectoryView;
  onChange: (view: DirectoryView) => void;
}) {
  return (
    <FilterButtons legend="Show suppliers as" options={VIEWS} value={view} onChange={onChange} />
  );
}
