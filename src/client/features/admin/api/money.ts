import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { AdminMoney, Booking, ResolveDisputeBody } from "#shared/contracts/bookings";
import { adminQueryKey } from "./admin-keys";

const adminMoneyQueryKey = [...adminQueryKey, "money"] as const;

export function useAdminMoney() {
  return useQuery({
    queryKey: adminMoneyQueryKey,
    queryFn: () => api.get<AdminMoney>("/api/admin/money"),
  });
}

export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, outcome }: { bookingId: number } & ResolveDisputeBody) =>
      api.post<Booking>(`/api/admin/bookings/${bookingId}/resolve`, { outcome }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMoneyQueryKey }),
  });
}
