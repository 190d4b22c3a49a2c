import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { AdminFeatureRequestList } from "#shared/contracts/admin";
import type { FeatureRequestStatus } from "#shared/contracts/feature-requests";
import { adminQueryKey, toSearch } from "./admin-keys";

export const adminFeatureRequestsQueryKey = [...adminQueryKey, "feature-requests"] as const;

export function getAdminFeatureRequests(
  status?: FeatureRequestStatus,
): Promise<AdminFeatureRequestList> {
  return api.get<AdminFeatureRequestList>(`/api/admin/feature-requests${toSearch({ status })}`);
}

/** The whole board in one answer; the status filter narrows it in the browser. */
export const adminFeatureRequestsQueryOptions = queryOptions({
  queryKey: adminFeatureRequestsQueryKey,
  queryFn: () => getAdminFeatureRequests(),
});

export function useAdminFeatureRequests() {
  return useQuery(adminFeatureRequestsQueryOptions);
}
