import { useCallback, useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { SupplierFilters } from "#client/features/suppliers/api/get-suppliers";
import type { LocationSuggestion } from "#shared/contracts/locations";
import { readDirectoryAddress } from "#shared/domain/directory-address";
import {
  DIRECTORY_FILTER_NAMES,
  DIRECTORY_FILTERS,
  type DirectoryFilterKind,
  type DirectoryFilterName,
  type DirectorySort,
} from "#shared/domain/directory-filters";
import { townWordsOf } from "#shared/domain/directory-towns";
import { DIRECTORY_DISTANCE } from "#shared/domain/limits";
import { pages } from "#shared/paths";

type FilterParam = keyof SupplierFilters;

/** A distance the API accepts, brought onto the slider's scale. */
function toSliderDistance(value: number): number {
  const stepped = Math.round(value / DIRECTORY_DISTANCE.step) * DIRECTORY_DISTANCE.step;
  return Math.min(DIRECTORY_DISTANCE.max, Math.max(DIRECTORY_DISTANCE.min, stepped));
}

/**
 * Which kinds of filter a person counts as one they set, each shown as a chip of its own: the
 * place, the words and each narrowing value. Distance and coordinates belong to the place, the
 * order finds nobody new.
 */
const COUNTED_KINDS = {
  value: true,
  placeName: true,
  withPlace: false,
  coordinate: false,
  words: true,
  flag: true,
  order: false,
  ignored: false,
} as const satisfies Record<DirectoryFilterKind, boolean>;

type CountedKind = {
  [K in DirectoryFilterKind]: (typeof COUNTED_KINDS)[K] extends true ? K : never;
}[DirectoryFilterKind];

/** The fields a person sets one by one: each is counted and has a chip. */
export type ActiveFilterName = {
  [K in DirectoryFilterName]: (typeof DIRECTORY_FILTERS)[K]["kind"] extends CountedKind ? K : never;
}[DirectoryFilterName];

const isCounted = (name: DirectoryFilterName): name is ActiveFilterName =>
  COUNTED_KINDS[DIRECTORY_FILTERS[name].kind];

/** The filters that narrow the directory, in the contract's order, each once whatever goes with it. */
export function activeFilterNames(filters: SupplierFilters): ActiveFilterName[] {
  return DIRECTORY_FILTER_NAMES.filter(isCounted).filter((name) => isSet(filters[name]));
}

/** How many filters narrow the directory, each counted once whatever goes with it. */
export function countActiveFilters(filters: SupplierFilters): number {
  return activeFilterNames(filters).length;
}

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== "" && value !== false;

/** The fields that go with a place and leave with it. */
const PLACE_KINDS: readonly DirectoryFilterKind[] = ["placeName", "withPlace", "coordinate"];

/** The address without one filter; taking the place off takes its distance and coordinates too. */
export function withoutFilter(params: URLSearchParams, name: ActiveFilterName): URLSearchParams {
  const next = new URLSearchParams(params);
  const leaving =
    DIRECTORY_FILTERS[name].kind === "placeName"
      ? DIRECTORY_FILTER_NAMES.filter((field) =>
          PLACE_KINDS.includes(DIRECTORY_FILTERS[field].kind),
        )
      : [name];
  for (const field of leaving) next.delete(field);
  return next;
}

/**
 * The filters as the address states them, each field read as the API reads it (a value the API
 * would refuse is dropped on its own) and normalised so that equal filters make equal query
 * keys: coordinates count only as a pair, and distance and coordinates only with a place.
 * Each field is kept as its kind in the contract says, so a new field needs no edit here.
 */
export function parseDirectoryFilters(params: URLSearchParams): SupplierFilters {
  const address: Partial<Record<string, unknown>> = readDirectoryAddress(params);
  const fields: Partial<Record<string, unknown>> = {};
  const location = typeof address.location === "string" ? address.location.trim() : "";
  const coordinateNames = DIRECTORY_FILTER_NAMES.filter(
    (name) => DIRECTORY_FILTERS[name].kind === "coordinate",
  );
  const hasCoordinates = coordinateNames.every((name) => address[name] !== undefined);
  for (const name of DIRECTORY_FILTER_NAMES) {
    const value = address[name];
    switch (DIRECTORY_FILTERS[name].kind) {
      case "placeName":
        if (location) fields[name] = location;
        break;
      case "withPlace":
        // The distance is the one field that goes with a place; the slider has steps.
        if (location && value !== undefined)
          fields[name] = typeof value === "number" ? toSliderDistance(value) : value;
        break;
      case "coordinate":
        if (location && hasCoordinates) fields[name] = value;
        break;
      case "flag":
        if (value === true) fields[name] = true;
        break;
      case "order":
        // Nearest first needs a place; without one the directory's own order stands.
        if (isSet(value) && (value !== "distance" || location)) fields[name] = value;
        break;
      case "ignored":
        break;
      default:
        if (isSet(value)) fields[name] = value;
    }
  }
  return fields as SupplierFilters;
}

/** Enough decimals for about 10 m, and a tidy address. */
const roundCoordinate = (value: number) => String(Math.round(value * 1e5) / 1e5);

/**
 * The directory's filters live in the address, so links, reloads and Back all show the same
 * results. Each deliberate change is a history entry; refining a search replaces the last one.
 */
/** A landing page's filters, given by its path: /suppliers/photography or /suppliers/photography/leeds. */
export interface DirectoryLanding {
  category: string;
  /** The town's address segment. */
  town?: string;
}

/** The address's filters with a landing page's own filled in where the query leaves them out. */
export function withLanding(params: URLSearchParams, landing: DirectoryLanding): URLSearchParams {
  const merged = new URLSearchParams(params);
  if (!merged.has("category")) merged.set("category", landing.category);
  if (landing.town && !merged.has("location")) merged.set("location", townWordsOf(landing.town));
  return merged;
}

export function useDirectoryFilters(landing?: DirectoryLanding) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const category = landing?.category;
  const town = landing?.town;
  const params = useMemo(
    () => (category ? withLanding(searchParams, { category, town }) : searchParams),
    [searchParams, category, town],
  );
  const filters = useMemo(() => parseDirectoryFilters(params), [params]);

  /**
   * A change on a landing page that keeps its category and town stays on the page, its other
   * filters in the query, so nothing remounts and focus stays where it was (on the slider, say).
   * One that changes or clears them is handed over to the directory itself.
   */
  const go = useCallback(
    (next: URLSearchParams, replace: boolean) => {
      const options = { replace, preventScrollReset: true };
      if (!category) {
        setSearchParams(next, options);
        return;
      }
      const keepsTown = town ? next.get("location") === townWordsOf(town) : !next.has("location");
      if (next.get("category") === category && keepsTown) {
        const own = new URLSearchParams(next);
        own.delete("category");
        if (town) own.delete("location");
        setSearchParams(own, options);
        return;
      }
      const search = next.toString();
      void navigate(`${pages.suppliers.href}${search ? `?${search}` : ""}`, options);
    },
    [category, town, navigate, setSearchParams],
  );

  const update = useCallback(
    (changes: Partial<Record<FilterParam, string | undefined>>, replace = false) => {
      const next = new URLSearchParams(params);
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined || value === "") next.delete(name);
        else next.set(name, value);
      }
      go(next, replace);
    },
    [params, go],
  );

  const setCategory = useCallback((category: string | undefined) => update({ category }), [update]);

  const setLocation = useCallback(
    (place: LocationSuggestion) =>
      update({
        location: place.displayName,
        latitude: roundCoordinate(place.latitude),
        longitude: roundCoordinate(place.longitude),
      }),
    [update],
  );

  /** Takes one filter off, as its chip does; the place goes with its distance and coordinates. */
  const removeFilter = useCallback(
    (name: ActiveFilterName) => go(withoutFilter(params, name), false),
    [params, go],
  );

  const clearLocation = useCallback(() => removeFilter("location"), [removeFilter]);

  const setDistance = useCallback(
    (distance: number) =>
      update({
        distance: distance === DIRECTORY_DISTANCE.default ? undefined : String(distance),
      }),
    [update],
  );

  const setSearch = useCallback(
    (text: string) => update({ q: text || undefined }, Boolean(text && searchParams.get("q"))),
    [update, searchParams],
  );

  /** The badge filters: present as "true" when asked for, absent otherwise. */
  const setBadgeFilter = useCallback(
    (name: "insured" | "goodHygiene", isOn: boolean) =>
      update({ [name]: isOn ? "true" : undefined }),
    [update],
  );

  /** Only suppliers free on this day (`YYYY-MM-DD`); undefined takes the filter off. */
  const setAvailableOn = useCallback(
    (day: string | undefined) => update({ availableOn: day }),
    [update],
  );

  /** Only suppliers starting at no more than this many pounds; undefined takes the filter off. */
  const setMaxPrice = useCallback(
    (pounds: number | undefined) =>
      update({ maxPrice: pounds === undefined ? undefined : String(pounds) }),
    [update],
  );

  /** The page's order; undefined for the directory's own (nearest first, or best rated). */
  const setSort = useCallback((sort: DirectorySort | undefined) => update({ sort }), [update]);

  const clearAll = useCallback(() => go(new URLSearchParams(), false), [go]);

  const activeCount = countActiveFilters(filters);

  return {
    filters,
    activeCount,
    setCategory,
    setLocation,
    clearLocation,
    removeFilter,
    setDistance,
    setSearch,
    setBadgeFilter,
    setAvailableOn,
    setMaxPrice,
    setSort,
    clearAll,
  };
}

export type DirectoryFilterControls = ReturnType<typeof useDirectoryFilters>;
