import { queryOptions, useQuery } from "@tanstack/react-query";
import { useFallbackPolling } from "#client/features/live-events/api/live-status";
import { api } from "#client/lib/api-client";
import type { RequestMessages } from "#shared/contracts/messages";
import { messageKeys } from "./message-keys";

export function requestMessagesQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: messageKeys.request(requestId),
    queryFn: () => api.get<RequestMessages>(`/api/messages/request/${requestId}`),
  });
}

/**
 * A request's messages between the viewer and each other user, for the request page's Messages
 * tab (its organizer, or a subscribed supplier who quoted on it). Null asks nothing.
 */
export function useRequestMessages(requestId: number | null) {
  return useQuery({
    ...requestMessagesQueryOptions(requestId ?? 0),
    enabled: requestId !== null,
    refetchInterval: useFallbackPolling(),
  });
}
