import { useMutation, useQueryClient } from "@tanstack/react-query";
import { featureRequestsQueryKey } from "#client/features/feature-requests/api/get-feature-requests";
import { api } from "#client/lib/api-client";
import type { AdminFeatureRequestList, AdminFeatureRequestView } from "#shared/contracts/admin";
import type { FeatureRequestStatus } from "#shared/contracts/feature-requests";
import { adminFeatureRequestsQueryKey } from "./get-admin-feature-requests";

export function setFeatureRequestStatus({
  id,
  status,
}: {
  id: number;
  status: FeatureRequestStatus;
}): Promise<AdminFeatureRequestView> {
  return api.put<AdminFeatureRequestView>(`/api/admin/feature-requests/${id}/status`, { status });
}

export function useSetFeatureRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFeatureRequestStatus,
    onSuccess(updated) {
      queryClient.setQueryData<AdminFeatureRequestList>(adminFeatureRequestsQueryKey, (list) =>
        list?.map((item) => (item.id === updated.id ? updated : item)),
      );
      // The public board caches the same requests under its own key.
      return queryClient.invalidateQueries({ queryKey: featureRequestsQueryKey });
    },
  });
}
