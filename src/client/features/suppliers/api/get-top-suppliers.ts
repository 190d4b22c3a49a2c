import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSuppliers, supplierKeys } from "./get-suppliers";

/** With no filters the server ranks suppliers as the home page wants them (docs/spec-contract.md §Ranking). */
export function topSuppliersQueryOptions(limit: number) {
  return queryOptions({
    queryKey: supplierKeys.top(limit),
    queryFn: () => getSuppliers({}, { limit }),
  });
}

export function useTopSuppliers(limit: number) {
  return useQuery(topSuppliersQueryOptions(limit));
}
