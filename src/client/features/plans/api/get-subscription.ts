import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { SubscriptionView } from "#shared/contracts/subscriptions";

export const subscriptionQueryKey = ["subscription"] as const;

export function getSubscription(): Promise<SubscriptionView> {
  return api.get<SubscriptionView>("/api/subscription");
}

/** Keyed by user: another account signing in on the same browser has its own plan. */
export function subscriptionQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...subscriptionQueryKey, userId],
    queryFn: getSubscription,
  });
}

export function useSubscription(userId: number | null) {
  return useQuery({ ...subscriptionQueryOptions(userId ?? 0), enabled: userId !== null });
}
