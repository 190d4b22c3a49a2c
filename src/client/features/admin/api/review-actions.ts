import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { AdminReviewView } from "#shared/contracts/admin";
import { adminReviewsQueryKey } from "./get-admin-reviews";

/** Public pages read ratings and reviews too; they refetch on their own when next opened. */
function useReviewAction<Variables>(call: (variables: Variables) => Promise<AdminReviewView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReviewsQueryKey }),
  });
}

export function useHideReview() {
  return useReviewAction(({ id, reason }: { id: number; reason: string }) =>
    api.post<AdminReviewView>(`/api/admin/reviews/${id}/hide`, { reason }),
  );
}

export function useUnhideReview() {
  return useReviewAction((id: number) =>
    api.post<AdminReviewView>(`/api/admin/reviews/${id}/unhide`),
  );
}
