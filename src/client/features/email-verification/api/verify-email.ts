import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";

/**
 * A link works once, so it is sent once per page: as a query, a second mount (or React's
 * development double effects) reuses the first answer instead of spending the token again.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["email-verification", token],
    queryFn: () => api.post<{ message: string }>("/api/auth/verify-email", { token }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchInterval: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useVerifyEmail(token: string) {
  return useQuery({ ...verifyEmailQueryOptions(token), enabled: token !== "" });
}
