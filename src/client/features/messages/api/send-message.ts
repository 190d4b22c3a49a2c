import {
  type InfiniteData,
  useMutation,
  useMutationState,
  useQueryClient,
} from "@tanstack/react-query";
import { toast } from "#client/components/ui/toast";
import { api } from "#client/lib/api-client";
import {
  type MessageThread,
  type MessageView,
  SEND_FAILED_MESSAGE,
  SEND_FAILED_TITLE,
} from "#shared/contracts/messages";
import { messageKeys } from "./message-keys";

export interface SendMessageVariables {
  /** The optimistic message's id until the server's answer replaces it: `temp-…`. */
  tempId: string;
  receiverId: number;
  content: string;
  requestId: number | null;
}

export function newTempId(): string {
  return `temp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Puts the server's copy of a sent message at the end of the newest page, once. */
function withMessage(
  data: InfiniteData<MessageThread, number | null> | undefined,
  message: MessageView,
): InfiniteData<MessageThread, number | null> | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest || newest.messages.some((existing) => existing.id === message.id))
    return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}

/**
 * Sends a message to `userId`. The message shows at once from the mutation's own variables
 * (see usePendingMessages), so a refetch landing mid-send cannot make it flicker away; the
 * server's copy takes its place on success, and on failure it disappears with a toast.
 */
export function useSendMessage(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: messageKeys.send(userId),
    mutationFn: ({ receiverId, content, requestId }: SendMessageVariables) =>
      api.post<MessageView>("/api/messages", { receiverId, content, requestId }),
    onSuccess(message) {
      queryClient.setQueryData<InfiniteData<MessageThread, number | null>>(
        messageKeys.thread(userId),
        (data) => withMessage(data, message),
      );
    },
    onError() {
      toast({ title: SEND_FAILED_TITLE, description: SEND_FAILED_MESSAGE, variant: "destructive" });
    },
    onSettled() {
      // Live events about this thread are held back while a send is in flight; catch up now.
      // Not awaited: the pending copy must give way to the server's at once, not after a refetch.
      void queryClient.invalidateQueries({ queryKey: messageKeys.thread(userId) });
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount });
    },
  });
}

/** Messages to `userId` still on their way to the server, oldest first. */
export function usePendingMessages(userId: number): SendMessageVariables[] {
  return useMutationState({
    filters: { mutationKey: messageKeys.send(userId), status: "pending" },
    select: (mutation) => mutation.state.variables as SendMessageVariables,
  });
}
