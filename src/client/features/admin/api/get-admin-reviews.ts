import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ReviewSubject } from "#client/features/reviews/api/reviews";
import { api } from "#client/lib/api-client";
import type {
  AdminOrganizerReviewView,
  AdminReviewPage,
  AdminReviewView,
  ReviewVisibility,
} from "#shared/contracts/admin";
import { adminQueryKey, toSearch } from "./admin-keys";

/** What the console lists of reviews of suppliers (by organizers) or of organizers (by suppliers). */
interface AdminReviewBySubject {
  supplier: AdminReviewView;
  organizer: AdminOrganizerReviewView;
}
export type AdminReviewOf<Subject extends ReviewSubject> = AdminReviewBySubject[Subject];

interface AdminReviewPageOf<Subject extends ReviewSubject> extends Omit<AdminReviewPage, "items"> {
  items: AdminReviewOf<Subject>[];
}

export interface AdminReviewFilter {
  visibility: ReviewVisibility;
  page: number;
}

/** The admin API's address for each subject's reviews; hide and unhide hang below it. */
export const adminReviewsPath: Record<ReviewSubject, string> = {
  supplier: "/api/admin/reviews",
  organizer: "/api/admin/organizer-reviews",
};

export const adminReviewsQueryKey = (subject: ReviewSubject) =>
  [...adminQueryKey, "reviews", subject] as const;

export function adminReviewsQueryOptions<Subject extends ReviewSubject>(
  subject: Subject,
  filter: AdminReviewFilter,
) {
  return queryOptions({
    queryKey: [...adminReviewsQueryKey(subject), filter],
    queryFn: () =>
      api.get<AdminReviewPageOf<Subject>>(`${adminReviewsPath[subject]}${toSearch({ ...filter })}`),
    placeholderData: keepPreviousData,
  });
}

export function useAdminReviews<Subject extends ReviewSubject>(
  subject: Subject,
  filter: AdminReviewFilter,
) {
  return useQuery(adminReviewsQueryOptions(subject, filter));
}
