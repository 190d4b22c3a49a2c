import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { PublicAvailability } from "#shared/contracts/availability";

export const supplierAvailabilityKeys = {
  all: ["suppliers", "availability"] as const,
  of: (supplierId: number) => [...supplierAvailabilityKeys.all, supplierId] as const,
};

export function getSupplierAvailability(supplierId: number): Promise<PublicAvailability> {
  return api.get<PublicAvailability>(`/api/suppliers/${supplierId}/availability`);
}

export function supplierAvailabilityQueryOptions(supplierId: number) {
  return queryOptions({
    queryKey: supplierAvailabilityKeys.of(supplierId),
    queryFn: () => getSupplierAvailability(supplierId),
  });
}

/** Asked during render, so the server renders the profile with it like the rest of the page. */
export function useSupplierAvailability(supplierId: number) {
  return useQuery(supplierAvailabilityQueryOptions(supplierId));
}
