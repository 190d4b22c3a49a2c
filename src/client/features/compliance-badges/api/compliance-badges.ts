import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { BadgeInput, OwnBadgeList, OwnBadgeView } from "#shared/contracts/compliance-badges";

export const ownBadgesQueryKey = ["compliance-badges", "mine"] as const;

export function getOwnBadges(): Promise<OwnBadgeList> {
  return api.get<OwnBadgeList>("/api/badges");
}

export const ownBadgesQueryOptions = () =>
  queryOptions({ queryKey: ownBadgesQueryKey, queryFn: getOwnBadges });

export function useOwnBadges() {
  return useQuery(ownBadgesQueryOptions());
}

/** The badge's details as JSON beside its evidence file, as the server reads the form. */
export function addBadge({ details, evidence }: { details: BadgeInput; evidence: File }) {
  const form = new FormData();
  form.append("badge", JSON.stringify(details));
  form.append("evidence", evidence);
  return api.post<OwnBadgeView>("/api/badges", form);
}

export function useAddBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBadge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownBadgesQueryKey }),
  });
}

export function useDeleteBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/badges/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownBadgesQueryKey }),
  });
}

/** Where the supplier's evidence file downloads from (their own session is the key). */
export const evidencePath = (badgeId: number) => `/api/badges/${badgeId}/evidence`;
