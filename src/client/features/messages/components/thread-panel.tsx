import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ErrorState } from "#client/components/ui/error-state";
import { Skeleton } from "#client/components/ui/skeleton";
import { useIsLive } from "#client/features/live-events/api/live-status";
import { threadMessages, useThread } from "#client/features/messages/api/get-thread";
import { messageKeys } from "#client/features/messages/api/message-keys";
import {
  newTempId,
  usePendingMessages,
  useSendMessage,
} from "#client/features/messages/api/send-message";
import { ApiError } from "#client/lib/api-client";
import { THREAD_ERROR_MESSAGE, USER_ERROR_MESSAGE } from "#shared/contracts/messages";
import type { UserProfile } from "#shared/contracts/users";
import { MessageComposer } from "./message-composer";
import { MessageList } from "./message-list";
import { ReplyOnceSubscribedNotice } from "./reply-once-subscribed-notice";
import { BackToConversations, ThreadHeader } from "./thread-header";

/** The bell's and /notifications' query key (a feature of its own, so named rather than imported). */
const NOTIFICATIONS_KEY = ["notifications"] as const;

function ThreadSkeleton() {
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <span role="status" className="sr-only">
        Loading messages
      </span>
      <div aria-hidden="true" className="flex items-center gap-3 border-b border-slate-200 p-3">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="h-4 w-40" />
      </div>
      <div aria-hidden="true" className="flex-1 space-y-4 p-6">
        <Skeleton className="h-10 w-2/3 rounded-2xl" />
        <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
        <Skeleton className="h-16 w-3/5 rounded-2xl" />
      </div>
    </div>
  );
}

/** A missing or invalid user is a user-details problem; anything else is the messages failing. */
export function ThreadError({
  error,
  onRetry,
  isMissingUser: isKnownMissing = false,
}: {
  error: unknown;
  onRetry?: () => void;
  /** The address cannot name a user at all. */
  isMissingUser?: boolean;
}) {
  const status = error instanceof ApiError ? error.status : 0;
  const isMissingUser = isKnownMissing || status === 404 || status === 400;
  const isRefused = status === 401 || status === 403;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-slate-200 px-2 py-2 md:hidden">
        <BackToConversations />
      </div>
      <div className="p-4 sm:p-6">
        <ErrorState
          title={isMissingUser ? USER_ERROR_MESSAGE : THREAD_ERROR_MESSAGE}
          message={
            isMissingUser
              ? "This user could not be found. They may have closed their account."
              : isRefused && error instanceof ApiError
                ? error.serverMessage
                : undefined
          }
          onRetry={isMissingUser || isRefused ? undefined : onRetry}
        />
      </div>
    </div>
  );
}

interface ThreadPanelProps {
  viewer: UserProfile;
  userId: number;
  /** A request named by the address (`?request=`), which new messages are tied to. */
  requestId: number | null;
}

/** One conversation: who it is with, its messages and the box to reply. */
export function ThreadPanel({ viewer, userId, requestId }: ThreadPanelProps) {
  const queryClient = useQueryClient();
  const isLive = useIsLive();
  const thread = useThread(userId);
  const send = useSendMessage(userId);
  const pending = usePendingMessages(userId);

  // Opening the thread marked their messages and its notification read: the header badge, the
  // bell and the list follow. With the stream open, the server's "messages-read" event refreshes
  // the list and the bell; without, do it here.
  useEffect(() => {
    if (!thread.dataUpdatedAt) return;
    void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount });
    if (isLive) return;
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }, [thread.dataUpdatedAt, isLive, queryClient]);

  if (thread.isPending) return <ThreadSkeleton />;
  if (thread.isError && !thread.data)
    return <ThreadError error={thread.error} onRetry={() => void thread.refetch()} />;

  const [newest] = thread.data.pages;
  if (!newest) return <ThreadSkeleton />;
  const { user } = newest;
  const tiedRequestId = requestId ?? newest.requestId;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ThreadHeader user={user} viewer={viewer} requestId={tiedRequestId} />
      <MessageList
        messages={threadMessages(thread.data.pages)}
        pending={pending}
        viewerId={viewer.id}
        otherName={user.name}
        hasOlder={thread.hasNextPage}
        isLoadingOlder={thread.isFetchingNextPage}
        onLoadOlder={() => void thread.fetchNextPage()}
      />
      {newest.canReply === false && <ReplyOnceSubscribedNotice name={user.name} />}
      <MessageComposer
        recipientName={user.name}
        isSending={send.isPending}
        onSend={(content, restore) =>
          send.mutate(
            { tempId: newTempId(), receiverId: userId, content, requestId: tiedRequestId },
            { onError: () => restore(content) },
          )
        }
      />
    </div>
  );
}
