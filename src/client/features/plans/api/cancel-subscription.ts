import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { CancelSubscriptionResponse } from "#shared/contracts/subscriptions";
import { refreshPlan } from "./refresh-plan";

export function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  return api.post<CancelSubscriptionResponse>("/api/subscription/cancel");
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => refreshPlan(queryClient),
  });
}
