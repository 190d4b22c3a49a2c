import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { AdminReviewPage, ReviewVisibility } from "#shared/contracts/admin";
import { adminQueryKey, toSearch } from "./admin-keys";

export interface AdminReviewFilter {
  visibility: ReviewVisibility;
  page: number;
}

export const adminReviewsQueryKey = [...adminQueryKey, "reviews"] as const;

export function getAdminReviews(filter: AdminReviewFilter): Promise<AdminReviewPage> {
  return api.get<AdminReviewPage>(`/api/admin/reviews${toSearch({ ...filter })}`);
}

export function adminReviewsQueryOptions(filter: AdminReviewFilter) {
  return queryOptions({
    queryKey: [...adminReviewsQueryKey, filter],
    queryFn: () => getAdminReviews(filter),
    placeholderData: keepPreviousData,
  });
}

export function useAdminReviews(filter: AdminReviewFilter) {
  return useQuery(adminReviewsQueryOptions(filter));
}
