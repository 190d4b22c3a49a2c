import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { AdminUserView } from "#shared/contracts/admin";
import { adminUsersQueryKey } from "./get-admin-users";

function useUserAction<Variables>(call: (variables: Variables) => Promise<AdminUserView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}

export function useSuspendUser() {
  return useUserAction(({ id, reason }: { id: number; reason: string }) =>
    api.post<AdminUserView>(`/api/admin/users/${id}/suspend`, { reason }),
  );
}

export function useReinstateUser() {
  return useUserAction((id: number) => api.post<AdminUserView>(`/api/admin/users/${id}/reinstate`));
}

export function useSetFreeAccess() {
  return useUserAction(({ id, freeAccess }: { id: number; freeAccess: boolean }) =>
    api.put<AdminUserView>(`/api/admin/users/${id}/free-access`, { freeAccess }),
  );
}
