import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "#client/components/ui/toast";
import { api, messageOf } from "#client/lib/api-client";
import type { SavedSupplierList } from "#shared/contracts/saved-suppliers";

export const savedSuppliersQueryOptions = queryOptions({
  queryKey: ["saved-suppliers"],
  queryFn: () => api.get<SavedSupplierList>("/api/saved-suppliers"),
});

/** Organizers only: other roles get nothing and ask nothing. */
export function useSavedSuppliers(enabled: boolean) {
  return useQuery({ ...savedSuppliersQueryOptions, enabled });
}

export function useIsSupplierSaved(supplierId: number, enabled: boolean) {
  const { data } = useSavedSuppliers(enabled);
  return Boolean(data?.some((supplier) => supplier.id === supplierId));
}

export function useToggleSavedSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ supplierId, save }: { supplierId: number; save: boolean }) =>
      save
        ? api.put<void>(`/api/saved-suppliers/${supplierId}`)
        : api.delete<void>(`/api/saved-suppliers/${supplierId}`),
    onSuccess(_result, { save }) {
      toast({
        title: save ? "Supplier saved" : "Removed from saved suppliers",
        variant: "success",
      });
      return queryClient.invalidateQueries({ queryKey: savedSuppliersQueryOptions.queryKey });
    },
    onError(error) {
      toast({
        title: "Error",
        description: messageOf(error, "Could not update your saved suppliers."),
        variant: "destructive",
      });
    },
  });
}
