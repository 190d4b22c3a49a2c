import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConfirmTestPaymentBody, PaymentResult } from "../../../../shared/contracts/payments";
import { api } from "../../../lib/api-client";
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
