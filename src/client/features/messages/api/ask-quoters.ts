import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { AskQuotersBody, AskQuotersResult } from "#shared/contracts/messages";
import { messageKeys } from "./message-keys";

/** Sends one question to every supplier with a live quote on the organizer's request. */
export function useAskQuoters(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AskQuotersBody) =>
      api.post<AskQuotersResult>(`/api/messages/request/${requestId}/questions`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
