import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestsQueryKey } from "#client/features/requests/api/requests";
import { api } from "#client/lib/api-client";
import type { InvitationList } from "#shared/contracts/invitations";

export function invitationsQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: [...requestsQueryKey, "invitations", requestId],
    queryFn: () => api.get<InvitationList>(`/api/requests/${requestId}/invitations`),
  });
}

/** The suppliers invited to one of the organizer's requests. */
export function useRequestInvitations(requestId: number, enabled: boolean) {
  return useQuery({ ...invitationsQueryOptions(requestId), enabled });
}
