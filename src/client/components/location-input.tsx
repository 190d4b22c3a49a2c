import { useQuery } from "@tanstack/react-query";
import { MapPin, X } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { api } from "#client/lib/api-client";
import { cn } from "#client/lib/cn";
import { useDebouncedValue } from "#client/lib/use-debounced-value";
import type { LocationSuggestion } from "#shared/contracts/locations";

const DEBOUNCE_MS = 300;
const MIN_QUERY_LENGTH = 2;
const MAX_SUGGESTIONS = 5;

const place = (
  city: string,
  state: string,
  latitude: number,
  longitude: number,
): LocationSuggestion => ({
  displayName: city ? `${city}, ${state}` : `${state}, United Kingdom`,
  latitude,
  longitude,
  city,
  state,
  country: "United Kingdom",
});

/** Shown at once while the server's gazetteer answers: the UK's biggest places and nations. */
const INSTANT_PLACES: LocationSuggestion[] = [
  place("London", "England", 51.5072, -0.1276),
  place("Birmingham", "England", 52.4862, -1.8904),
  place("Manchester", "England", 53.4808, -2.2426),
  place("Leeds", "England", 53.8008, -1.5491),
  place("Liverpool", "England", 53.4084, -2.9916),
  place("Bristol", "England", 51.4545, -2.5879),
  place("Sheffield", "England", 53.3811, -1.4701),
  place("Newcastle upon Tyne", "England", 54.9783, -1.6178),
  place("Nottingham", "England", 52.9548, -1.1581),
  place("Leicester", "England", 52.6369, -1.1398),
  place("Brighton", "England", 50.8225, -0.1372),
  place("Oxford", "England", 51.752, -1.2577),
  place("Cambridge", "England", 52.2053, 0.1218),
  place("York", "England", 53.96, -1.0873),
  place("Bath", "England", 51.3811, -2.359),
  place("Southampton", "England", 50.9097, -1.4044),
  place("Norwich", "England", 52.6309, 1.2974),
  place("Exeter", "England", 50.7184, -3.5339),
  place("Edinburgh", "Scotland", 55.9533, -3.1883),
  place("Glasgow", "Scotland", 55.8642, -4.2518),
  place("Aberdeen", "Scotland", 57.1497, -2.0943),
  place("Cardiff", "Wales", 51.4816, -3.1791),
  place("Swansea", "Wales", 51.6214, -3.9436),
  place("Belfast", "Northern Ireland", 54.5973, -5.9301),
  place("", "Scotland", 56.49, -4.2),
  place("", "Wales", 52.13, -3.78),
];

function instantMatches(query: string): LocationSuggestion[] {
  const wanted = query.trim().toLowerCase();
  return INSTANT_PLACES.filter((p) => p.displayName.toLowerCase().includes(wanted)).slice(
    0,
    MAX_SUGGESTIONS,
  );
}

interface LocationInputProps {
  label: string;
  /** The chosen place's name, or "" when none is chosen. */
  value: string;
  onSelect: (place: LocationSuggestion) => void;
  onClear: () => void;
  placeholder?: string;
  id?: string;
  /** The field's name in a form that is also sent without script (a plain GET). */
  name?: string;
  className?: string;
  /** Every change of the text, for forms that also accept a place typed freely. */
  onTextChange?: (text: string) => void;
  required?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/** A place picker: type two letters, pick a UK town, city or region; coordinates come with it. */
export function LocationInput({
  label,
  value,
  onSelect,
  onClear,
  placeholder,
  id,
  name,
  className,
  onTextChange,
  required,
  "aria-invalid": ariaInvalid,
  "aria-describedby": ariaDescribedBy,
}: LocationInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listId = `${inputId}-suggestions`;
  const [text, setText] = useState(value);
  const [isOpen, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  useEffect(() => setText(value), [value]);

  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, DEBOUNCE_MS);
  const isQueryLongEnough = debounced.length >= MIN_QUERY_LENGTH;
  const remote = useQuery({
    queryKey: ["locations", debounced.toLowerCase()],
    queryFn: () =>
      api.get<LocationSuggestion[]>(
        `/api/locations/suggestions?query=${encodeURIComponent(debounced)}`,
      ),
    enabled: isOpen && isQueryLongEnough && debounced !== value,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: false,
  });

  const suggestions = useMemo(() => {
    if (trimmed.length < MIN_QUERY_LENGTH) return [];
    const fromServer = debounced === trimmed ? remote.data : undefined;
    return (fromServer ?? instantMatches(trimmed)).slice(0, MAX_SUGGESTIONS);
  }, [trimmed, debounced, remote.data]);

  const showList = isOpen && suggestions.length > 0;

  const choose = (suggestion: LocationSuggestion) => {
    setText(suggestion.displayName);
    setOpen(false);
    setActiveIndex(-1);
    onSelect(suggestion);
  };

  return (
    <div className={cn("relative", className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      <div className="relative mt-1.5">
        <MapPin
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={
            showList && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined
          }
          aria-required={required || undefined}
          aria-invalid={ariaInvalid}
          aria-describedby={ariaDescribedBy}
          placeholder={placeholder ?? "Town, city or region"}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-10 pl-9 text-base shadow-xs placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 aria-invalid:border-red-600 sm:text-sm"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onTextChange?.(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(event) => {
            if (!showList) return;
            if (event.key === "ArrowDown") {
              event.preventDefault();
              setActiveIndex((index) => (index + 1) % suggestions.length);
            } else if (event.key === "ArrowUp") {
              event.preventDefault();
              setActiveIndex((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
            } else if (event.key === "Enter" && activeIndex >= 0) {
              event.preventDefault();
              const suggestion = suggestions[activeIndex];
              if (suggestion) choose(suggestion);
            } else if (event.key === "Escape") {
              setOpen(false);
            }
          }}
        />
        {text && (
          <button
            type="button"
            aria-label="Clear location"
            className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
            onClick={() => {
              setText("");
              onTextChange?.("");
              setOpen(false);
              onClear();
            }}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      {showList && (
        <div
          id={listId}
          role="listbox"
          className="absolute z-30 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: combobox options take no focus; the input keeps it and points at them with aria-activedescendant
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for the whole list
            <div
              key={`${suggestion.displayName}-${suggestion.latitude}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm",
                index === activeIndex
                  ? "bg-brand-50 text-brand-900"
                  : "text-slate-800 hover:bg-slate-50",
              )}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              <MapPin className="size-4 text-slate-500" aria-hidden="true" />
              {suggestion.displayName}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
