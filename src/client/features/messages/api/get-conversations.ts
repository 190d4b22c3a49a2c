import { queryOptions, useQuery } from "@tanstack/react-query";
import { useFallbackPolling } from "#client/features/live-events/api/live-status";
import { api } from "#client/lib/api-client";
import type { ConversationList } from "#shared/contracts/messages";
import { messageKeys } from "./message-keys";

export const conversationsQueryOptions = queryOptions({
  queryKey: messageKeys.conversations,
  queryFn: () => api.get<ConversationList>("/api/messages/conversations"),
});

/** Kept fresh by live events; polled every 10 s only while the live stream is down. */
export function useConversations() {
  return useQuery({ ...conversationsQueryOptions, refetchInterval: useFallbackPolling() });
}
