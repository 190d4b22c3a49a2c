import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type {
  CreateRequestBody,
  RequestDetail,
  RequestListItem,
  RequestView,
  UpdateRequestStatusBody,
} from "#shared/contracts/requests";

export const requestsQueryKey = ["requests"] as const;

/** An organizer's own requests, or the active requests open to a supplier. */
export function requestListQueryOptions(category?: string) {
  return queryOptions({
    queryKey: [...requestsQueryKey, "list", { category: category ?? null }],
    queryFn: () =>
      api.get<RequestListItem[]>(
        category ? `/api/requests?category=${encodeURIComponent(category)}` : "/api/requests",
      ),
  });
}

export function useRequestList(enabled: boolean, category?: string) {
  return useQuery({ ...requestListQueryOptions(category), enabled });
}

export const pastRequestsQueryOptions = queryOptions({
  queryKey: [...requestsQueryKey, "past"],
  queryFn: () => api.get<RequestView[]>("/api/requests/past"),
});

export function usePastRequests(enabled: boolean) {
  return useQuery({ ...pastRequestsQueryOptions, enabled });
}

export function requestDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...requestsQueryKey, "detail", id],
    queryFn: () => api.get<RequestDetail>(`/api/requests/${id}`),
  });
}

export function useRequestDetail(id: number | null) {
  return useQuery({ ...requestDetailQueryOptions(id ?? 0), enabled: id !== null });
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRequestBody) => api.post<RequestView>("/api/requests", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}

export function useUpdateRequestStatus(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRequestStatusBody) =>
      api.put<RequestView>(`/api/requests/${requestId}/status`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}

/** Reads a route's request id; null when the address cannot name one (say /request/abc). */
export function requestIdFrom(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
