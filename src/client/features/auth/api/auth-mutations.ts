import { useMutation, useQueryClient } from "@tanstack/react-query";
import { forgetPushOnThisDevice } from "#client/features/alerts/api/push-device";
import { api } from "#client/lib/api-client";
import type { LoginBody, RegisterBody } from "#shared/contracts/auth";
import type { UserProfile } from "#shared/contracts/users";
import { saveUser, sessionQueryKey } from "./session";

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api.post<UserProfile>("/api/auth/login", body),
    onSuccess(user) {
      saveUser(user);
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post<UserProfile>("/api/auth/register", body),
    onSuccess(user) {
      saveUser(user);
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}

/** Logging out forgets the user and every cached answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // While still signed in: forgetting the device's subscription needs the session.
      await forgetPushOnThisDevice();
      return api.post<{ message: string }>("/api/auth/logout");
    },
    onSuccess() {
      saveUser(null);
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}
