import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "#client/lib/api-client";
import type { FeatureRequestList, FeatureRequestView } from "#shared/contracts/feature-requests";
import { featureRequestsQueryKey } from "./get-feature-requests";

export function voteForFeatureRequest(id: number): Promise<FeatureRequestView> {
  return api.post<FeatureRequestView>(`/api/feature-requests/${id}/vote`);
}

function replaceItem(list: FeatureRequestList | undefined, item: FeatureRequestView) {
  return list?.map((entry) => (entry.id === item.id ? item : entry));
}

export function useVoteForFeatureRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteForFeatureRequest,
    onSuccess(item) {
      // The new count shows at once; the refetch then brings the board's new order.
      queryClient.setQueriesData<FeatureRequestList>(
        { queryKey: featureRequestsQueryKey },
        (list) => replaceItem(list, item),
      );
      return queryClient.invalidateQueries({ queryKey: featureRequestsQueryKey });
    },
    onError(error) {
      // A 409 means the vote was already counted (another tab, say): show the board as it is.
      if (error instanceof ApiError && error.status === 409)
        return queryClient.invalidateQueries({ queryKey: featureRequestsQueryKey });
    },
  });
}
