import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const unreadCountQueryOptions = queryOptions({
  queryKey: ["messages", "unread-count"],
  queryFn: () => api.get<{ count: number }>("/api/messages/unread/count"),
});

export function useUnreadCount(enabled: boolean) {
  const query = useQuery({ ...unreadCountQueryOptions, enabled });
  return { count: query.data?.count ?? 0, refetch: query.refetch };
}
