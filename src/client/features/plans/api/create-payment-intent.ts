import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { CreatePaymentIntentBody, PaymentIntentResponse } from "#shared/contracts/payments";
import { refreshPlan } from "./refresh-plan";

export function createPaymentIntent(body: CreatePaymentIntentBody): Promise<PaymentIntentResponse> {
  return api.post<PaymentIntentResponse>("/api/create-payment-intent", body);
}

export function useCreatePaymentIntent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentIntent,
    onSuccess(answer) {
      // A free coupon activates the plan at once.
      if (answer.freeSubscription) return refreshPlan(queryClient);
    },
  });
}
