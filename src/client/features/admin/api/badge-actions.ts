import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type {
  AdminBadgeList,
  AdminBadgeView,
  BadgeStatus,
} from "#shared/contracts/compliance-badges";
import { adminQueryKey, toSearch } from "./admin-keys";

export const adminBadgesQueryKey = [...adminQueryKey, "badges"] as const;

export function getAdminBadges(status: BadgeStatus): Promise<AdminBadgeList> {
  return api.get<AdminBadgeList>(`/api/admin/badges${toSearch({ status })}`);
}

export function adminBadgesQueryOptions(status: BadgeStatus) {
  return queryOptions({
    queryKey: [...adminBadgesQueryKey, status],
    queryFn: () => getAdminBadges(status),
    placeholderData: keepPreviousData,
  });
}

export function useAdminBadges(status: BadgeStatus) {
  return useQuery(adminBadgesQueryOptions(status));
}

function useBadgeAction<Variables>(call: (variables: Variables) => Promise<AdminBadgeView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBadgesQueryKey }),
  });
}

export function useVerifyBadge() {
  return useBadgeAction((id: number) => api.post<AdminBadgeView>(`/api/admin/badges/${id}/verify`));
}

export function useRejectBadge() {
  return useBadgeAction(({ id, reason }: { id: number; reason: string }) =>
    api.post<AdminBadgeView>(`/api/admin/badges/${id}/reject`, { reason }),
  );
}
