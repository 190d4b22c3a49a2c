import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "#client/components/ui/toast";
import { api, messageOf } from "#client/lib/api-client";
import type { NotificationList } from "#shared/contracts/notifications";
import { notificationsQueryKey } from "./get-notifications";

type Change = (list: NotificationList) => NotificationList;

/** Shows the change at once; the server's list replaces it, and a failure puts the old one back. */
function useNotificationsChange<Variables>(
  send: (variables: Variables) => Promise<void>,
  change: (variables: Variables) => Change,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    async onMutate(variables) {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData<NotificationList>(notificationsQueryKey);
      if (previous)
        queryClient.setQueryData<NotificationList>(
          notificationsQueryKey,
          change(variables)(previous),
        );
      return { previous };
    },
    onError(error, _variables, context) {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
      toast({
        title: "Error",
        description: messageOf(error, "Could not update your notifications. Please try again."),
        variant: "destructive",
      });
    },
    onSettled() {
      return queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}

export function useMarkNotificationRead() {
  return useNotificationsChange(
    (id: number) => api.put<void>(`/api/notifications/${id}/read`),
    (id) => (list) => {
      const target = list.notifications.find((item) => item.id === id);
      if (!target || target.read) return list;
      return {
        notifications: list.notifications.map((item) =>
          item.id === id ? { ...item, read: true } : item,
        ),
        unreadCount: Math.max(list.unreadCount - 1, 0),
      };
    },
  );
}

export function useMarkAllNotificationsRead() {
  return useNotificationsChange<void>(
    () => api.put<void>("/api/notifications/read-all"),
    () => (list) => ({
      notifications: list.notifications.map((item) => ({ ...item, read: true })),
      unreadCount: 0,
    }),
  );
}
