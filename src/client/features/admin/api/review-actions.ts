import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewSubject } from "#client/features/reviews/api/reviews";
import { api } from "#client/lib/api-client";
import { type AdminReviewOf, adminReviewsPath, adminReviewsQueryKey } from "./get-admin-reviews";

/** Public pages read ratings and reviews too; they refetch on their own when next opened. */
function useReviewAction<Subject extends ReviewSubject, Variables>(
  subject: Subject,
  call: (variables: Variables) => Promise<AdminReviewOf<Subject>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReviewsQueryKey(subject) }),
  });
}

export function useHideReview<Subject extends ReviewSubject>(subject: Subject) {
  return useReviewAction(subject, ({ id, reason }: { id: number; reason: string }) =>
    api.post<AdminReviewOf<Subject>>(`${adminReviewsPath[subject]}/${id}/hide`, { reason }),
  );
}

export function useUnhideReview<Subject extends ReviewSubject>(subject: Subject) {
  return useReviewAction(subject, (id: number) =>
    api.post<AdminReviewOf<Subject>>(`${adminReviewsPath[subject]}/${id}/unhide`),
  );
}
