import { useMutation, useQueryClient } from "@tanstack/react-query";
import { saveUser, sessionQueryKey } from "#client/features/auth/api/session";
import { apiRequest } from "#client/lib/api-client";

export function deleteAccount(password: string) {
  return apiRequest<{ message: string }>("DELETE", "/api/auth/account", { password });
}

/** Nothing of the deleted account may linger in the cache or in local storage. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    retry: false,
    onSuccess() {
      queryClient.clear();
      saveUser(null);
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}
