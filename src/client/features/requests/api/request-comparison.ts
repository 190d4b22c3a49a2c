import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type {
  EventPlan,
  RequestComparison,
  RequestDetail,
  ServiceBudgetsBody,
} from "#shared/contracts/requests";
import { requestDetailQueryOptions, requestsQueryKey } from "./requests";

/** The owner's event plan: every service, who is booked for it, and the sums against the budget. */
export function eventPlanQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: [...requestsQueryKey, "plan", requestId],
    queryFn: () => api.get<EventPlan>(`/api/requests/${requestId}/plan`),
  });
}

export function useEventPlan(requestId: number, enabled: boolean) {
  return useQuery({ ...eventPlanQueryOptions(requestId), enabled });
}

/** The request page opened later, here or on another device, opens with what the server kept. */
function keepComparison(
  queryClient: ReturnType<typeof useQueryClient>,
  requestId: number,
  comparison: RequestComparison,
) {
  queryClient.setQueryData(
    requestDetailQueryOptions(requestId).queryKey,
    (detail: RequestDetail | undefined) => (detail ? { ...detail, comparison } : detail),
  );
}

/**
 * Replaces the owner's shortlist or hidden quotes. Changes on one request go out one at a time,
 * in the order they were made, so the last list the organizer made is the one the server keeps.
 */
export function useSetQuotePicks(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `request-${requestId}-picks` },
    mutationFn: ({ kind, quoteIds }: { kind: "shortlist" | "hidden"; quoteIds: number[] }) =>
      api.put<RequestComparison>(`/api/requests/${requestId}/${kind}`, { quoteIds }),
    onSuccess: (comparison) => keepComparison(queryClient, requestId, comparison),
  });
}

/** Replaces the owner's split of the budget between the request's services. */
export function useSetServiceBudgets(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceBudgetsBody) =>
      api.put<RequestComparison>(`/api/requests/${requestId}/service-budgets`, body),
    onSuccess: (comparison) => {
      keepComparison(queryClient, requestId, comparison);
      return queryClient.invalidateQueries({ queryKey: eventPlanQueryOptions(requestId).queryKey });
    },
  });
}
