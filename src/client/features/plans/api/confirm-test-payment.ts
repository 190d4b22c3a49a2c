import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { ConfirmTestPaymentBody, PaymentResult } from "#shared/contracts/payments";
import { refreshPlan } from "./refresh-plan";

export function confirmTestPayment(body: ConfirmTestPaymentBody): Promise<PaymentResult> {
  return api.post<PaymentResult>("/api/payments/test/confirm", body);
}

export function useConfirmTestPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTestPayment,
    onSuccess: () => refreshPlan(queryClient),
  });
}
