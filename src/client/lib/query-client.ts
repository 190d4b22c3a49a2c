import { type QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

const MINUTE = 60_000;

/** A client error will not change on a second try; anything else gets the one retry the spec allows. */
function retryOnce(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(queryCache?: QueryCache) {
  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: {
        refetchInterval: 5 * MINUTE,
        staleTime: 2 * MINUTE,
        gcTime: 15 * MINUTE,
        retry: retryOnce,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        refetchOnMount: true,
        networkMode: "always",
      },
      mutations: { retry: retryOnce, networkMode: "always" },
    },
  });
}
