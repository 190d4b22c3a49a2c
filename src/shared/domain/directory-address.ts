import { isCalendarDate } from "./calendar-days";
import { CATEGORY_KEYS, type CategoryKey } from "./categories";
import {
  type AddressFilterName,
  DIRECTORY_MAX_PRICE,
  DIRECTORY_SORTS,
  type DirectorySort,
} from "./directory-filters";
import { DIRECTORY_DISTANCE } from "./limits";

/** The directory's filters as a page address carries them. */
export type DirectoryAddressFilters = {
  category?: CategoryKey;
  location?: string;
  distance: number;
  latitude?: number;
  longitude?: number;
  q?: string;
  insured?: true;
  goodHygiene?: true;
  availableOn?: string;
  maxPrice?: number;
  sort?: DirectorySort;
};

type Raw = string | undefined;

/** The API's number coercion, finite values only; `undefined` for anything else. */
function finiteNumber(raw: string): number | undefined {
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

const within = (value: number | undefined, min: number, max: number) =>
  value !== undefined && value >= min && value <= max ? value : undefined;

function coordinateOf(raw: Raw, limit: 90 | 180): number | undefined {
  const degrees = raw ? within(finiteNumber(raw), -limit, limit) : undefined;
  return degrees === undefined ? undefined : Math.round(degrees * 1e6) / 1e6;
}

/** A yes-only flag: "true" or "1" asks for it; anything else does not. */
const flagOf = (raw: Raw): true | undefined => (raw === "true" || raw === "1" ? true : undefined);

const oneOf = <T extends string>(values: readonly T[], raw: Raw): T | undefined =>
  values.find((value) => value === raw);

/**
 * How a page address reads each field: as the API's own parser of that field reads it, except
 * that a value the API would refuse becomes the field's default, so one bad parameter in a shared
 * link costs only itself, never the other filters. Written without the schema library, which the
 * directory would otherwise load before it could show; `directory-address.test.ts` holds each
 * reader to the API's parser, value for value.
 */
const ADDRESS_READERS: {
  [K in AddressFilterName]: (raw: Raw) => DirectoryAddressFilters[K];
} = {
  category: (raw) => oneOf(CATEGORY_KEYS, raw),
  location: (raw) => (raw && raw.length <= 120 ? raw : undefined),
  distance: (raw) =>
    (raw ? within(finiteNumber(raw), DIRECTORY_DISTANCE.min, DIRECTORY_DISTANCE.max) : undefined) ??
    DIRECTORY_DISTANCE.default,
  latitude: (raw) => coordinateOf(raw, 90),
  longitude: (raw) => coordinateOf(raw, 180),
  q: (raw) => {
    const words = raw?.trim();
    return raw && words !== undefined && words.length <= 100 ? words : undefined;
  },
  insured: flagOf,
  goodHygiene: flagOf,
  availableOn: (raw) => {
    const day = raw?.trim();
    return day && isCalendarDate(day) ? day : undefined;
  },
  maxPrice: (raw) => {
    const pounds = raw ? within(finiteNumber(raw), 1, DIRECTORY_MAX_PRICE) : undefined;
    return pounds !== undefined && Number.isInteger(pounds) ? pounds : undefined;
  },
  sort: (raw) => oneOf(DIRECTORY_SORTS, raw),
};

/** A directory page's address, each filter field read on its own; unknown parameters are left out. */
export function readDirectoryAddress(params: URLSearchParams): DirectoryAddressFilters {
  const filters: Partial<Record<AddressFilterName, unknown>> = {};
  for (const [name, read] of Object.entries(ADDRESS_READERS) as [
    AddressFilterName,
    (raw: Raw) => unknown,
  ][]) {
    // As a query string is read into an object: the last of a repeated parameter counts.
    const value = read(params.getAll(name).at(-1));
    if (value !== undefined) filters[name] = value;
  }
  return filters as DirectoryAddressFilters;
}
