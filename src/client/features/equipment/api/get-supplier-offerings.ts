import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { EquipmentOffering } from "#shared/contracts/equipment";

export const equipmentQueryKey = ["equipment-offerings"] as const;

export function getSupplierOfferings(supplierId: number) {
  return api.get<EquipmentOffering[]>(`/api/equipment-offerings/supplier/${supplierId}`);
}

export function supplierOfferingsQueryOptions(supplierId: number) {
  return queryOptions({
    queryKey: [...equipmentQueryKey, "supplier", supplierId],
    queryFn: () => getSupplierOfferings(supplierId),
  });
}

export function useSupplierOfferings(supplierId: number) {
  return useQuery(supplierOfferingsQueryOptions(supplierId));
}
