import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { PublicAvailability } from "#shared/contracts/availability";

export const supplierAvailabilityKeys = {
  all: ["suppliers", "availability"] as const,
  of: (supplierId: number) => [...supplierAvailabilityKeys.all, supplierId] as const,
  onDay: (supplierId: number, day: string) =>
    [...supplierAvailabilityKeys.of(supplierId), "on", day] as const,
};

export function getSupplierAvailability(
  supplierId: number,
  day?: string,
): Promise<PublicAvailability> {
  const query = day ? `?on=${encodeURIComponent(day)}` : "";
  return api.get<PublicAvailability>(`/api/suppliers/${supplierId}/availability${query}`);
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

/** Whether the supplier is free on `day` (any day, not only the calendar's months); idle without one. */
export function useSupplierFreeOn(supplierId: number, day: string | null) {
  return useQuery({
    queryKey: supplierAvailabilityKeys.onDay(supplierId, day ?? ""),
    queryFn: () => getSupplierAvailability(supplierId, day ?? undefined),
    enabled: day !== null,
    select: (availability) => availability.askedDay ?? null,
  });
}
