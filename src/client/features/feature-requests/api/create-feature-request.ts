import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CreateFeatureRequestBody,
  FeatureRequestView,
} from "../../../../shared/contracts/feature-requests";
import { api } from "../../../lib/api-client";
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
