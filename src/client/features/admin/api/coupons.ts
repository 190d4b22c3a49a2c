import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { AdminCouponList, CouponUsageList } from "#shared/contracts/admin";
import type { CouponView, CreateCouponBody } from "#shared/contracts/coupons";
import { adminQueryKey } from "./admin-keys";

export const adminCouponsQueryKey = [...adminQueryKey, "coupons"] as const;

export const adminCouponsQueryOptions = queryOptions({
  queryKey: adminCouponsQueryKey,
  queryFn: () => api.get<AdminCouponList>("/api/admin/coupons"),
});

export function useAdminCoupons() {
  return useQuery(adminCouponsQueryOptions);
}

export function couponUsagesQueryOptions(couponId: number) {
  return queryOptions({
    queryKey: [...adminCouponsQueryKey, couponId, "usages"],
    queryFn: () => api.get<CouponUsageList>(`/api/admin/coupons/${couponId}/usages`),
  });
}

export function useCouponUsages(couponId: number | null) {
  return useQuery({ ...couponUsagesQueryOptions(couponId ?? 0), enabled: couponId !== null });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponBody) => api.post<CouponView>("/api/admin/coupons", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCouponsQueryKey }),
  });
}

export function useDeactivateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<CouponView>(`/api/admin/coupons/${id}/deactivate`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCouponsQueryKey }),
  });
}
