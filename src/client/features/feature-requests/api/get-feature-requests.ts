import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { FeatureRequestList } from "#shared/contracts/feature-requests";

export const featureRequestsQueryKey = ["feature-requests"] as const;

export function getFeatureRequests(): Promise<FeatureRequestList> {
  return api.get<FeatureRequestList>("/api/feature-requests");
}

/** Keyed by viewer: `hasVoted` differs between users of the same browser. */
export function featureRequestsQueryOptions(viewerId: number | null) {
  return queryOptions({
    queryKey: [...featureRequestsQueryKey, viewerId ?? "guest"],
    queryFn: getFeatureRequests,
  });
}

export function useFeatureRequests(viewerId: number | null, enabled = true) {
  return useQuery({ ...featureRequestsQueryOptions(viewerId), enabled });
}
