import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { OrganizerRequestHistory } from "#shared/contracts/organizers";

export function getOrganizerRequests(organizerId: number): Promise<OrganizerRequestHistory> {
  return api.get<OrganizerRequestHistory>(`/api/organizer/${organizerId}/requests`);
}

export function organizerRequestsQueryOptions(organizerId: number) {
  return queryOptions({
    queryKey: ["organizers", organizerId, "requests"],
    queryFn: () => getOrganizerRequests(organizerId),
  });
}

export function useOrganizerRequests(organizerId: number, enabled: boolean) {
  return useQuery({ ...organizerRequestsQueryOptions(organizerId), enabled });
}
