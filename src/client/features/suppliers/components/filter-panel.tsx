import { useEffect, useId, useRef, useState } from "react";
import { LocationInput } from "#client/components/location-input";
import { Input } from "#client/components/ui/input";
import { Slider } from "#client/components/ui/slider";
import { useSupplierCounts } from "#client/features/suppliers/api/get-supplier-counts";
import type { DirectoryFilterControls } from "#client/features/suppliers/hooks/use-directory-filters";
import { isCalendarDate } from "#shared/domain/calendar-days";
import { DIRECTORY_DISTANCE } from "#shared/domain/limits";
import { CategoryFilter } from "./category-filter";
import { PriceFilter } from "./price-filter";
import { SearchFilter } from "./search-filter";

/**
 * Follows the thumb while dragging; the results change only when it is let go. The slider
 * stays mounted when the distance in the address changes (each arrow key commits one), so it
 * keeps keyboard focus; a distance from elsewhere (Back, a link) moves the thumb to it.
 */
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
  const [committed, setCommitted] = useState(distance);
  if (committed !== distance) {
    setCommitted(distance);
    setValue(distance);
  }
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

/** How long a typed date must stay put before it searches: typing a year passes through others. */
const DATE_SETTLE_MS = 400;

/**
 * "Available on": suppliers who have not marked that day unavailable. A date chosen or typed
 * searches once it has settled (or at once on Enter or leaving the box); a date from elsewhere
 * (a link, a removed chip) replaces what the box shows.
 */
function AvailableOnFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [text, setText] = useState(value ?? "");
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (shown !== value) {
    clearTimeout(timer.current);
    setShown(value);
    setText(value ?? "");
  }

  const commit = (day: string) => {
    clearTimeout(timer.current);
    if (day === (value ?? "")) return;
    if (day === "") latestOnChange.current(undefined);
    else if (isCalendarDate(day)) latestOnChange.current(day);
  };

  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Available on
      </label>
      <Input
        id={id}
        type="date"
        value={text}
        aria-describedby={hintId}
        onChange={(event) => {
          const day = event.target.value;
          setText(day);
          clearTimeout(timer.current);
          // An empty value also comes while a part of the date is being retyped, so it waits too.
          if (day === "" || isCalendarDate(day))
            timer.current = setTimeout(() => commit(day), DATE_SETTLE_MS);
        }}
        onBlur={() => commit(text)}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit(text);
        }}
        className="mt-1.5"
      />
      <p id={hintId} className="mt-1.5 text-xs text-slate-600">
        Only suppliers who haven't marked that day as unavailable.
      </p>
    </div>
  );
}

/** "Insured" and "Food hygiene 4+": suppliers whose verified badges say so today. */
function BadgeFilters({ controls }: { controls: DirectoryFilterControls }) {
  const { filters } = controls;
  const options = [
    { name: "insured", label: "Insured", hint: "Verified public liability insurance" },
    { name: "goodHygiene", label: "Food hygiene 4+", hint: "Verified FSA rating of 4 or 5" },
  ] as const;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Verified by EventEazy</legend>
      <div className="mt-2 space-y-1">
        {options.map((option) => (
          <label
            key={option.name}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-sm text-slate-900 hover:bg-slate-50"
          >
            <input
              type="checkbox"
              checked={filters[option.name] === true}
              onChange={(event) => controls.setBadgeFilter(option.name, event.target.checked)}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span className="flex flex-col">
              <span className="font-medium">{option.label}</span>
              <span className="text-xs text-slate-600">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Search, place and distance, and category: the same panel in the sidebar and in the drawer. */
export function FilterPanel({ controls }: { controls: DirectoryFilterControls }) {
  const { filters } = controls;
  // What each category would find here, whichever is chosen now: one answer for every choice.
  const { category: _chosen, sort: _order, ...around } = filters;
  const isNarrowed = Boolean(
    filters.location ||
      filters.q ||
      filters.insured ||
      filters.goodHygiene ||
      filters.availableOn ||
      filters.maxPrice,
  );
  const counts = useSupplierCounts(around, { enabled: isNarrowed });
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
      <AvailableOnFilter value={filters.availableOn} onChange={controls.setAvailableOn} />
      <PriceFilter value={filters.maxPrice} onChange={controls.setMaxPrice} />
      <CategoryFilter
        value={filters.category}
        onChange={controls.setCategory}
        // With a place or words, only numbers counted for them; none while they load, and none
        // where too many suppliers match to count per category. Otherwise the whole directory's.
        counts={isNarrowed ? (counts.data?.categories ?? null) : undefined}
      />
      <BadgeFilters controls={controls} />
    </div>
  );
}
