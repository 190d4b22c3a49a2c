import { api } from "#client/lib/api-client";
import type { DirectoryAddressFilters, SupplierListItem } from "#shared/contracts/suppliers";
import { DIRECTORY_PAGE_SIZE } from "#shared/domain/limits";

/**
 * The directory's filters as they stand in the address: the API's own filter fields, each
 * present only when set. `distance` only counts with a place; with no coordinates the server
 * looks the place's name up itself.
 */
export type SupplierFilters = Partial<DirectoryAddressFilters>;

/** The filters as the API reads them; the counts take the same parameters as a page. */
export function filterSearchParams(filters: SupplierFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.location) {
    params.set("location", filters.location);
    if (filters.distance !== undefined) params.set("distance", String(filters.distance));
    if (filters.latitude !== undefined && filters.longitude !== undefined) {
      params.set("latitude", String(filters.latitude));
      params.set("longitude", String(filters.longitude));
    }
  }
  if (filters.q) params.set("q", filters.q);
  if (filters.insured) params.set("insured", "true");
  if (filters.goodHygiene) params.set("goodHygiene", "true");
  if (filters.availableOn) params.set("availableOn", filters.availableOn);
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
