import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { UnreadCount } from "#shared/contracts/messages";
import { messageKeys } from "./message-keys";

export const unreadCountQueryOptions = queryOptions({
  queryKey: messageKeys.unreadCount,
  queryFn: () => api.get<UnreadCount>("/api/messages/unread/count"),
});

export function useUnreadCount(enabled: boolean) {
  const query = useQuery({ ...unreadCountQueryOptions, enabled });
  return { count: query.data?.count ?? 0, refetch: query.refetch };
}
