import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { EquipmentOffering, EquipmentOfferingBody } from "#shared/contracts/equipment";
import { equipmentQueryKey } from "./get-supplier-offerings";

export function createOffering(body: EquipmentOfferingBody) {
  return api.post<EquipmentOffering>("/api/equipment-offerings", body);
}

export function updateOffering(id: number, body: EquipmentOfferingBody) {
  return api.put<EquipmentOffering>(`/api/equipment-offerings/${id}`, body);
}

/** Creates when no id is given, otherwise updates; either way every offerings list is refetched. */
export function useSaveOffering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: EquipmentOfferingBody }) =>
      id === undefined ? createOffering(body) : updateOffering(id, body),
    // A repeated POST after a lost answer would add the offering twice.
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: equipmentQueryKey }),
  });
}
