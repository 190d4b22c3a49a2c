import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { SupplierCounts } from "#shared/contracts/suppliers";
import { filterSearchParams, type SupplierFilters, supplierKeys } from "./get-suppliers";

export function getSupplierCounts(filters: SupplierFilters): Promise<SupplierCounts> {
  return api.get<SupplierCounts>(`/api/suppliers/counts?${filterSearchParams(filters)}`);
}

/** The counts for the filters; a page's order changes nothing counted, so it is left out. */
export function supplierCountsQueryOptions({ sort: _order, ...filters }: SupplierFilters) {
  return queryOptions({
    queryKey: supplierKeys.counts(filters),
    queryFn: () => getSupplierCounts(filters),
  });
}

/** How many suppliers the filters find in all, and per category with the same place and words. */
export function useSupplierCounts(filters: SupplierFilters, { enabled = true } = {}) {
  return useQuery({ ...supplierCountsQueryOptions(filters), enabled });
}
