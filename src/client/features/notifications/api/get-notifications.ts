import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { NotificationList } from "#shared/contracts/notifications";

/** Live events invalidate this key when a notification arrives. */
export const notificationsQueryKey = ["notifications"] as const;

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsQueryKey,
  queryFn: () => api.get<NotificationList>("/api/notifications"),
});

/** Signed-in users only: guests ask nothing. */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions, enabled });
}
