import { api } from "#client/lib/api-client";
import type { SupplierListItem } from "#shared/contracts/suppliers";
import type { DirectoryAddressFilters } from "#shared/domain/directory-address";
import { DIRECTORY_FILTER_NAMES, DIRECTORY_FILTERS } from "#shared/domain/directory-filters";
import { DIRECTORY_PAGE_SIZE } from "#shared/domain/limits";

/**
 * The directory's filters as they stand in the address: the API's own filter fields, each
 * present only when set. `distance` only counts with a place; with no coordinates the server
 * looks the place's name up itself.
 */
export type SupplierFilters = Partial<DirectoryAddressFilters>;

/**
 * The filters as the API reads them, each field as its kind in the contract says; the counts
 * take the same parameters as a page. Distance and coordinates go only with a place.
 */
export function filterSearchParams(filters: SupplierFilters): URLSearchParams {
  const params = new URLSearchParams();
  const hasPlace = Boolean(filters.location);
  const hasCoordinates = filters.latitude !== undefined && filters.longitude !== undefined;
  const fields: Partial<Record<string, unknown>> = filters;
  for (const name of DIRECTORY_FILTER_NAMES) {
    const value = fields[name];
    if (value === undefined || value === null || value === "" || value === false) continue;
    switch (DIRECTORY_FILTERS[name].kind) {
      case "withPlace":
        if (hasPlace) params.set(name, String(value));
        break;
      case "coordinate":
        if (hasPlace && hasCoordinates) params.set(name, String(value));
        break;
      case "flag":
        params.set(name, "true");
        break;
      case "ignored":
        break;
      default:
        params.set(name, String(value));
    }
  }
  return params;
}

function toSearchParams(filters: SupplierFilters, page: number, limit: number): URLSearchParams {
  const params = filterSearchParams(filters);
  params.set("page", String(page));
  params.set("limit", String(limit));
  return params;
}

export function getSuppliers(
  filters: SupplierFilters,
  { page = 1, limit = DIRECTORY_PAGE_SIZE }: { page?: number; limit?: number } = {},
): Promise<SupplierListItem[]> {
  return api.get<SupplierListItem[]>(`/api/suppliers?${toSearchParams(filters, page, limit)}`);
}

export const supplierKeys = {
  all: ["suppliers"] as const,
  directory: (filters: SupplierFilters) => [...supplierKeys.all, "directory", filters] as const,
  counts: (filters: SupplierFilters) => [...supplierKeys.all, "counts", filters] as const,
  top: (limit: number) => [...supplierKeys.all, "top", limit] as const,
};
