import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { EquipmentOffering } from "#shared/contracts/equipment";

/** The spec shows an empty list, silently, when this call fails. */
export async function getSupplierEquipment(supplierId: number): Promise<EquipmentOffering[]> {
  try {
    return await api.get<EquipmentOffering[]>(`/api/equipment-offerings/supplier/${supplierId}`);
  } catch {
    return [];
  }
}

export function supplierEquipmentQueryOptions(supplierId: number) {
  return queryOptions({
    queryKey: ["equipment-offerings", "supplier", supplierId],
    queryFn: () => getSupplierEquipment(supplierId),
  });
}

export function useSupplierEquipment(supplierId: number) {
  return useQuery(supplierEquipmentQueryOptions(supplierId));
}
