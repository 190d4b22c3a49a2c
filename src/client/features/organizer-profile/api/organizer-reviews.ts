import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type {
  CreateOrganizerReviewBody,
  OrganizerReviewableBooking,
  OrganizerReviewView,
  PublicOrganizerReview,
} from "#shared/contracts/organizer-reviews";

export function organizerReviewsQueryOptions(organizerId: number) {
  return queryOptions({
    queryKey: ["organizers", organizerId, "reviews"],
    queryFn: () => api.get<PublicOrganizerReview[]>(`/api/organizer/${organizerId}/reviews`),
  });
}

/** Suppliers' shown reviews of the organizer; asked once the profile has answered. */
export function useOrganizerReviews(organizerId: number, enabled: boolean) {
  return useQuery({ ...organizerReviewsQueryOptions(organizerId), enabled });
}

/** The signed-in supplier's booked hires with this organizer still open for their review. */
export function useOrganizerReviewable(organizerId: number, enabled: boolean) {
  return useQuery({
    queryKey: ["organizer-reviews", "reviewable", organizerId],
    queryFn: () =>
      api.get<OrganizerReviewableBooking[]>(
        `/api/organizer-reviews/reviewable?organizerId=${organizerId}`,
      ),
    enabled,
  });
}

/** A review may show at once (the organizer had reviewed too), so the page's answers refresh. */
export function useCreateOrganizerReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrganizerReviewBody) =>
      api.post<OrganizerReviewView>("/api/organizer-reviews", body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["organizer-reviews"] }),
        queryClient.invalidateQueries({ queryKey: ["organizers"] }),
      ]),
  });
}
