import { useState } from "react";
import { DIRECTORY_DISTANCE } from "../../../../shared/domain/limits";
import { LocationInput } from "../../../components/location-input";
import { Slider } from "../../../components/ui/slider";
import type { DirectoryFilterControls } from "../hooks/use-directory-filters";
import { CategoryFilter } from "./category-filter";
import { SearchFilter } from "./search-filter";

/** Follows the thumb while dragging; the results change only when it is let go. */
function DistanceFilter({
  distance,
  place,
  onCommit,
}: {
  distance: number;
  place: string;
  onCommit: (distance: number) => void;
}) {
  const [value, setValue] = useState(distance);
  return (
    <div className="mt-4">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">Distance</span>
        <span aria-hidden="true" className="font-semibold text-slate-900 tabular-nums">
          {value} km
        </span>
      </div>
      <Slider
        value={value}
        onValueChange={setValue}
        onValueCommit={onCommit}
        min={DIRECTORY_DISTANCE.min}
        max={DIRECTORY_DISTANCE.max}
        step={DIRECTORY_DISTANCE.step}
        label={`Distance from ${place}`}
        valueText={(km) => `${km} km`}
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-slate-600">
        <span>{DIRECTORY_DISTANCE.min} km</span>
        <span>{DIRECTORY_DISTANCE.max} km</span>
      </div>
    </div>
  );
}

/** Search, place and distance, and category: the same panel in the sidebar and in the drawer. */
export function FilterPanel({ controls }: { controls: DirectoryFilterControls }) {
  const { filters } = controls;
  return (
    <div className="space-y-6">
      <SearchFilter value={filters.q ?? ""} onSearch={controls.setSearch} />
      <div>
        <LocationInput
          label="Location"
          value={filters.location ?? ""}
          onSelect={controls.setLocation}
          onClear={controls.clearLocation}
        />
        {filters.location ? (
          <DistanceFilter
            // A new distance in the address (Back, a link) restarts the slider from it.
            key={filters.distance}
            distance={filters.distance ?? DIRECTORY_DISTANCE.default}
            place={filters.location}
            onCommit={controls.setDistance}
          />
        ) : (
          <p className="mt-1.5 text-xs text-slate-600">
            Choose a place to see suppliers nearby, nearest first.
          </p>
        )}
      </div>
      <CategoryFilter value={filters.category} onChange={controls.setCategory} />
    </div>
  );
}
