import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type {
  CreateFeatureRequestBody,
  FeatureRequestView,
} from "#shared/contracts/feature-requests";
import { featureRequestsQueryKey } from "./get-feature-requests";

export function createFeatureRequest(body: CreateFeatureRequestBody): Promise<FeatureRequestView> {
  return api.post<FeatureRequestView>("/api/feature-requests", body);
}

export function useCreateFeatureRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeatureRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: featureRequestsQueryKey }),
  });
}
