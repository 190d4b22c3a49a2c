import { CalendarDays, ChevronDown, Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { LocationInput } from "#client/components/location-input";
import { Button } from "#client/components/ui/button";
import { Input, Label, Select } from "#client/components/ui/input";
import {
  filterSearchParams,
  type SupplierFilters,
} from "#client/features/suppliers/api/get-suppliers";
import { paths } from "#client/lib/paths";
import type { LocationSuggestion } from "#shared/contracts/locations";
import { CATEGORIES, isCategoryKey } from "#shared/domain/categories";

/** Enough decimals for about 10 m, as the directory writes them. */
const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * The place as typed, and the last suggestion chosen (with its coordinates), which counts only
 * while the text still reads its name.
 */
interface PlaceChoice {
  text: string;
  chosen: LocationSuggestion | null;
}

/** The directory's filters for what the form holds: only the fields that are filled in. */
function directoryFilters(category: string, place: PlaceChoice, day: string): SupplierFilters {
  const filters: SupplierFilters = {};
  if (isCategoryKey(category)) filters.category = category;
  const text = place.text.trim();
  if (place.chosen && text === place.chosen.displayName) {
    filters.location = place.chosen.displayName;
    filters.latitude = roundCoordinate(place.chosen.latitude);
    filters.longitude = roundCoordinate(place.chosen.longitude);
  } else if (text) {
    // A town typed without choosing a suggestion: the directory looks its name up itself.
    filters.location = text;
  }
  if (day) filters.availableOn = day;
  return filters;
}

/**
 * "What do you need, and where?": a service, a town and an optional day, leading straight to
 * the directory filtered by them. The form is a plain GET to /suppliers with the directory's
 * own parameter names, so it works before the page's script has loaded; once it has, a chosen
 * suggestion adds its coordinates.
 */
export function SupplierSearchForm() {
  const navigate = useNavigate();
  const headingId = useId();
  const serviceId = useId();
  const dayId = useId();
  const [category, setCategory] = useState("");
  const [place, setPlace] = useState<PlaceChoice>({ text: "", chosen: null });
  const [day, setDay] = useState("");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = filterSearchParams(directoryFilters(category, place, day)).toString();
    void navigate(query ? `${paths.suppliers}?${query}` : paths.suppliers);
  };

  return (
    <search
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-lg sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        What do you need, and where?
      </h2>
      <form
        action={paths.suppliers}
        method="get"
        onSubmit={submit}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <div>
          <Label htmlFor={serviceId}>Service</Label>
          <div className="relative mt-1.5">
            <Select
              id={serviceId}
              name="category"
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              ownArrow
            >
              <option value="">Any service</option>
              {CATEGORIES.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </Select>
            <ChevronDown
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
          </div>
        </div>
        <LocationInput
          label="Town or city"
          name="location"
          value={place.chosen?.displayName ?? ""}
          onSelect={(chosen) => setPlace({ text: chosen.displayName, chosen })}
          onClear={() => setPlace({ text: "", chosen: null })}
          onTextChange={(text) => setPlace((current) => ({ ...current, text }))}
        />
        <div>
          <Label htmlFor={dayId}>Date (optional)</Label>
          <div className="relative mt-1.5">
            <CalendarDays
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <Input
              id={dayId}
              type="date"
              name="availableOn"
              value={day}
              onChange={(event) => setDay(event.target.value)}
              className="pl-9"
            />
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full self-end">
          <Search aria-hidden="true" />
          Search suppliers
        </Button>
      </form>
    </search>
  );
}
