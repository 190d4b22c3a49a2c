import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { setLiveStatus } from "#client/features/live-events/api/live-status";
import { messageKeys } from "#client/features/messages/api/message-keys";
import type { LiveEvent } from "#shared/contracts/live-events";
import { LIVE_READY_EVENT } from "#shared/domain/live-stream";

const EVENTS_URL = "/api/events";
/** The bell and /notifications read this key. */
const NOTIFICATIONS_KEY = ["notifications"] as const;
/**
 * After a refusal (the session ended, a deploy in progress) the browser stops reconnecting on
 * its own; try again after this long.
 */
const REOPEN_AFTER_MS = 15_000;
/**
 * A tab hidden this long lets its stream go: browsers allow about six HTTP/1.1 connections per
 * site, and a stream in every background tab would use them up. Showing the tab reconnects, and
 * the ready event then refetches what changed.
 */
const HIDDEN_GRACE_MS = 30_000;

function refreshThread(queryClient: QueryClient, otherId: number) {
  // A send in flight refetches the thread when it settles; refetching now could race with it.
  if (queryClient.isMutating({ mutationKey: messageKeys.send(otherId) }) > 0) return;
  void queryClient.invalidateQueries({ queryKey: messageKeys.thread(otherId) });
}

function applyEvent(queryClient: QueryClient, userId: number, event: LiveEvent) {
  const invalidate = (queryKey: readonly unknown[]) =>
    void queryClient.invalidateQueries({ queryKey });
  switch (event.type) {
    case "message": {
      refreshThread(queryClient, event.senderId === userId ? event.receiverId : event.senderId);
      invalidate(messageKeys.conversations);
      invalidate(messageKeys.unreadCount);
      if (event.requestId !== null) invalidate(messageKeys.request(event.requestId));
      // A message to me adds or freshens its conversation's notification.
      if (event.receiverId === userId) invalidate(NOTIFICATIONS_KEY);
      return;
    }
    case "messages-read": {
      // When the other side read mine, my thread shows it; when I read theirs, only counts change.
      if (event.readerId !== userId) refreshThread(queryClient, event.readerId);
      invalidate(messageKeys.conversations);
      invalidate(messageKeys.unreadCount);
      // Reading a conversation reads its notification too.
      if (event.readerId === userId) invalidate(NOTIFICATIONS_KEY);
      return;
    }
    case "notification": {
      invalidate(NOTIFICATIONS_KEY);
      return;
    }
  }
}

/**
 * Holds the signed-in user's live event stream open and turns each event into refetches of
 * what it changed. While the stream is down, messages fall back to polling (see live-status.ts).
 */
export function useLiveEvents(userId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let hasConnected = false;

    const open = () => {
      const current = new EventSource(EVENTS_URL);
      source = current;
      current.addEventListener(LIVE_READY_EVENT, () => {
        setLiveStatus(true);
        // Whatever changed while the stream was down (beyond the replayed messages) is refetched.
        if (hasConnected) {
          void queryClient.invalidateQueries({ queryKey: messageKeys.all });
          void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
        }
        hasConnected = true;
      });
      current.onmessage = (message: MessageEvent<string>) => {
        let event: LiveEvent;
        try {
          event = JSON.parse(message.data) as LiveEvent;
        } catch {
          return;
        }
        applyEvent(queryClient, userId, event);
      };
      current.onerror = () => {
        setLiveStatus(false);
        if (current.readyState === EventSource.CLOSED) {
          current.close();
          if (source === current) source = null;
          reopenTimer = setTimeout(open, REOPEN_AFTER_MS);
        }
      };
    };

    const close = () => {
      clearTimeout(reopenTimer);
      source?.close();
      source = null;
      setLiveStatus(false);
    };

    let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
    const onVisibilityChange = () => {
      clearTimeout(hiddenTimer);
      if (document.visibilityState === "hidden") hiddenTimer = setTimeout(close, HIDDEN_GRACE_MS);
      else if (source === null) {
        clearTimeout(reopenTimer);
        open();
      }
    };

    open();
    if (document.visibilityState === "hidden") hiddenTimer = setTimeout(close, HIDDEN_GRACE_MS);
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      document.removeEventListener("visibilitychange", onVisibilityChange);
      clearTimeout(hiddenTimer);
      close();
    };
  }, [queryClient, userId]);
}
