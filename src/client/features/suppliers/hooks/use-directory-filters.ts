import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { SupplierFilters } from "#client/features/suppliers/api/get-suppliers";
import type { LocationSuggestion } from "#shared/contracts/locations";
import { DirectoryAddressQuery } from "#shared/contracts/suppliers";
import { DIRECTORY_DISTANCE } from "#shared/domain/limits";

type FilterParam = keyof SupplierFilters;

/** A distance the API accepts, brought onto the slider's scale. */
function toSliderDistance(value: number): number {
  const stepped = Math.round(value / DIRECTORY_DISTANCE.step) * DIRECTORY_DISTANCE.step;
  return Math.min(DIRECTORY_DISTANCE.max, Math.max(DIRECTORY_DISTANCE.min, stepped));
}

/**
 * The filters as the address states them, read with the API's own schema (a value the API
 * would refuse is dropped on its own) and normalised so that equal filters make equal query
 * keys: coordinates count only as a pair, and distance and coordinates only with a place.
 */
export function parseDirectoryFilters(params: URLSearchParams): SupplierFilters {
  const address = DirectoryAddressQuery.parse(Object.fromEntries(params));
  const filters: SupplierFilters = {};
  if (address.category) filters.category = address.category;
  const location = address.location?.trim();
  if (location) {
    filters.location = location;
    filters.distance = toSliderDistance(address.distance);
    if (address.latitude !== undefined && address.longitude !== undefined) {
      filters.latitude = address.latitude;
      filters.longitude = address.longitude;
    }
  }
  if (address.q) filters.q = address.q;
  return filters;
}

/** Enough decimals for about 10 m, and a tidy address. */
const roundCoordinate = (value: number) => String(Math.round(value * 1e5) / 1e5);

/**
 * The directory's filters live in the address, so links, reloads and Back all show the same
 * results. Each deliberate change is a history entry; refining a search replaces the last one.
 */
export function useDirectoryFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseDirectoryFilters(searchParams), [searchParams]);

  const update = useCallback(
    (changes: Partial<Record<FilterParam, string | undefined>>, replace = false) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === "") next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setSearchParams],
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

  const clearLocation = useCallback(
    () =>
      update({
        location: undefined,
        latitude: undefined,
        longitude: undefined,
        distance: undefined,
      }),
    [update],
  );

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

  const clearAll = useCallback(
    () => setSearchParams({}, { preventScrollReset: true }),
    [setSearchParams],
  );

  const activeCount = [filters.category, filters.location, filters.q].filter(Boolean).length;

  return {
    filters,
    activeCount,
    setCategory,
    setLocation,
    clearLocation,
    setDistance,
    setSearch,
    clearAll,
  };
}

export type DirectoryFilterControls = ReturnType<typeof useDirectoryFilters>;
