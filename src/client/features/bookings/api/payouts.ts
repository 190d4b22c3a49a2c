import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { PayoutOnboarding, PayoutStatusView } from "#shared/contracts/bookings";

const payoutStatusQueryKey = ["payouts", "status"] as const;

/** A supplier's payout account; only asked for suppliers. */
export function usePayoutStatus(enabled: boolean) {
  return useQuery({
    queryKey: payoutStatusQueryKey,
    queryFn: () => api.get<PayoutStatusView>("/api/payouts/status"),
    enabled,
  });
}

export function useStartPayoutOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PayoutOnboarding>("/api/payouts/onboarding", {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutStatusQueryKey }),
  });
}
