import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { OrganizerProfile } from "#shared/contracts/users";

export function getOrganizerProfile(organizerId: number): Promise<OrganizerProfile> {
  return api.get<OrganizerProfile>(`/api/organizer/${organizerId}`);
}

export function organizerProfileQueryOptions(organizerId: number) {
  return queryOptions({
    queryKey: ["organizers", organizerId, "profile"],
    queryFn: () => getOrganizerProfile(organizerId),
  });
}

/** `organizerId` is null when the address cannot name one (say /organizer/abc): nothing is asked. */
export function useOrganizerProfile(organizerId: number | null) {
  return useQuery({
    ...organizerProfileQueryOptions(organizerId ?? 0),
    enabled: organizerId !== null,
  });
}

/** Reads the route's id; null when it cannot be a user's. */
export function organizerIdFrom(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
