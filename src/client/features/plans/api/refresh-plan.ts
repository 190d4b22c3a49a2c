import type { QueryClient } from "@tanstack/react-query";
import { sessionQueryKey } from "#client/features/auth/api/session";
import { subscriptionQueryKey } from "./get-subscription";

/**
 * A plan changed: the session (whose subscriptionActive opens the supplier pages) and the plan
 * view are read again, so no page acts on the old answer.
 */
export function refreshPlan(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
  ]);
}
