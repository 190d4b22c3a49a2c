import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { useFallbackPolling } from "#client/features/live-events/api/live-status";
import { api } from "#client/lib/api-client";
import type { MessageThread, MessageView } from "#shared/contracts/messages";
import { messageKeys } from "./message-keys";

/**
 * The thread with a user in pages: the first page holds the newest messages (and opening it
 * marks theirs read), each next page the ones before.
 */
export function threadQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: messageKeys.thread(userId),
    queryFn: ({ pageParam }) =>
      api.get<MessageThread>(
        pageParam === null
          ? `/api/messages/${userId}`
          : `/api/messages/${userId}?before=${pageParam}`,
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.hasMore ? (page.messages[0]?.id ?? null) : null),
  });
}

/**
 * Kept fresh by live events; polled every 10 s (the spec's interval) only while the stream is
 * down. Null asks nothing.
 */
export function useThread(userId: number | null) {
  return useInfiniteQuery({
    ...threadQueryOptions(userId ?? 0),
    enabled: userId !== null,
    refetchInterval: useFallbackPolling(),
  });
}

/** Every loaded message, oldest first. */
export function threadMessages(pages: readonly MessageThread[]): MessageView[] {
  return [...pages].reverse().flatMap((page) => page.messages);
}
