import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { quotesQueryKey } from "#client/features/quotes/api/quotes";
import { api } from "#client/lib/api-client";
import type {
  CreateReviewBody,
  ReportReviewBody,
  ReviewableBooking,
  ReviewReply,
  ReviewView,
} from "#shared/contracts/reviews";

export const reviewsQueryKey = ["reviews"] as const;

/** Whose review it is about: a supplier's (on their profile) or an organizer's (on their page). */
export type ReviewSubject = "supplier" | "organizer";

/** Where a subject's reviews are answered, and the key of the pages they show on. */
const SUBJECTS: Record<ReviewSubject, { path: string; pagesKey: readonly string[] }> = {
  supplier: { path: "/api/reviews", pagesKey: ["suppliers"] },
  organizer: { path: "/api/organizer-reviews", pagesKey: ["organizers"] },
};

/** The signed-in organizer's bookings still open for review, optionally for one supplier or request. */
export function reviewableQueryOptions(filter: { supplierId?: number; requestId?: number } = {}) {
  const search = new URLSearchParams();
  if (filter.supplierId) search.set("supplierId", String(filter.supplierId));
  if (filter.requestId) search.set("requestId", String(filter.requestId));
  const query = search.toString();
  return queryOptions({
    queryKey: [...reviewsQueryKey, "reviewable", filter],
    queryFn: () =>
      api.get<ReviewableBooking[]>(`/api/reviews/reviewable${query ? `?${query}` : ""}`),
  });
}

export function useReviewable(
  filter: { supplierId?: number; requestId?: number },
  enabled: boolean,
) {
  return useQuery({ ...reviewableQueryOptions(filter), enabled });
}

/** A new review changes the supplier's rating everywhere it shows, so those answers refresh. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewBody) => api.post<ReviewView>("/api/reviews", body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
        queryClient.invalidateQueries({ queryKey: quotesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["suppliers"] }),
      ]),
  });
}

/**
 * The reviewed side's reply: the first one is posted, later changes edit it. Replies show on the
 * supplier's profile or the organizer's page, so that page's answers refresh.
 */
export function useSaveReviewReply(subject: ReviewSubject) {
  const queryClient = useQueryClient();
  const { path, pagesKey } = SUBJECTS[subject];
  return useMutation({
    mutationFn: ({
      reviewId,
      text,
      isEdit,
    }: {
      reviewId: number;
      text: string;
      isEdit: boolean;
    }) =>
      isEdit
        ? api.put<ReviewReply>(`${path}/${reviewId}/reply`, { text })
        : api.post<ReviewReply>(`${path}/${reviewId}/reply`, { text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesKey }),
  });
}

/** Reports a review to the admins; the page then shows it as reported by this viewer. */
export function useReportReview(subject: ReviewSubject = "supplier") {
  const queryClient = useQueryClient();
  const { path, pagesKey } = SUBJECTS[subject];
  return useMutation({
    mutationFn: ({ reviewId, ...body }: { reviewId: number } & ReportReviewBody) =>
      api.post<{ message: string }>(`${path}/${reviewId}/report`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesKey }),
  });
}
