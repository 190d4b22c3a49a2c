import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import { equipmentQueryKey } from "./get-supplier-offerings";

export function deleteOffering(id: number) {
  return api.delete<{ message: string }>(`/api/equipment-offerings/${id}`);
}

export function useDeleteOffering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffering,
    onSettled: () => queryClient.invalidateQueries({ queryKey: equipmentQueryKey }),
  });
}
