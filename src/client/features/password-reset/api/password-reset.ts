import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type {
  PasswordResetCompleteBody,
  PasswordResetRequestBody,
  PasswordResetVerifyAnswer,
} from "#shared/contracts/password-reset";

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequestBody) =>
      api.post<{ message: string }>("/api/password-reset/request", body),
    // Asking twice would send two emails.
    retry: false,
  });
}

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["password-reset", "verify", token],
    queryFn: () => api.post<PasswordResetVerifyAnswer>("/api/password-reset/verify", { token }),
    // A link's answer does not change while the page is open; after use the page moves on.
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Checks the link's token; no token means no question. */
export function useResetToken(token: string) {
  return useQuery({ ...resetTokenQueryOptions(token), enabled: token !== "" });
}

export function useCompletePasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetCompleteBody) =>
      api.post<{ message: string }>("/api/password-reset/complete", body),
    retry: false,
  });
}
