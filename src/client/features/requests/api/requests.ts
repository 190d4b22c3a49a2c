import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type {
  CreateRequestBody,
  RaiseQuoteLimitBody,
  RequestDetail,
  RequestListItem,
  RequestView,
  UpdateRequestStatusBody,
} from "#shared/contracts/requests";

export const requestsQueryKey = ["requests"] as const;

export interface RequestListOptions {
  category?: string;
  /** Suppliers: list the requests that already have all the quotes they take too. */
  includeFull?: boolean;
  /** Suppliers: list the requests on days they marked unavailable too, each flagged. */
  includeUnavailable?: boolean;
}

function requestListUrl({ category, includeFull, includeUnavailable }: RequestListOptions): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (includeFull) params.set("includeFull", "true");
  if (includeUnavailable) params.set("includeUnavailable", "true");
  const query = params.toString();
  return query ? `/api/requests?${query}` : "/api/requests";
}

/** An organizer's own requests, or the active requests open to a supplier. */
export function requestListQueryOptions(options: RequestListOptions = {}) {
  return queryOptions({
    queryKey: [
      ...requestsQueryKey,
      "list",
      {
        category: options.category ?? null,
        includeFull: options.includeFull ?? false,
        includeUnavailable: options.includeUnavailable ?? false,
      },
    ],
    queryFn: () => api.get<RequestListItem[]>(requestListUrl(options)),
  });
}

export function useRequestList(enabled: boolean, options: RequestListOptions = {}) {
  return useQuery({ ...requestListQueryOptions(options), enabled });
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

/** The owner raises their active request's quote cap, once, to at most `QUOTES_PER_REQUEST_MAX`. */
export function useRaiseQuoteLimit(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RaiseQuoteLimitBody) =>
      api.post<RequestDetail>(`/api/requests/${requestId}/quote-limit`, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(requestDetailQueryOptions(requestId).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: requestsQueryKey });
    },
  });
}

/** Reads a route's request id; null when the address cannot name one (say /request/abc). */
export function requestIdFrom(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
