import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { invitationsQueryOptions } from "#client/features/requests/api/request-invitations";
import { useRequestList } from "#client/features/requests/api/requests";
import { api } from "#client/lib/api-client";
import type { InviteSuppliersResult } from "#shared/contracts/invitations";
import { isRequestFull } from "#shared/domain/fair-leads";

/**
 * What "Invite to one of my requests" needs: the organizer's requests that can still take an
 * invited supplier's quote (active and not full), and the call that invites. `enabled` is false
 * for anyone but a signed-in organizer, who then asks nothing.
 */
export function useInviteToRequest(supplierId: number, enabled: boolean) {
  const list = useRequestList(enabled);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (requestId: number) =>
      api.post<InviteSuppliersResult>(`/api/requests/${requestId}/invitations`, {
        supplierIds: [supplierId],
      }),
    onSuccess: (_result, requestId) =>
      queryClient.invalidateQueries({ queryKey: invitationsQueryOptions(requestId).queryKey }),
  });
  const openRequests = useMemo(
    () =>
      (list.data ?? []).filter((request) => request.status === "active" && !isRequestFull(request)),
    [list.data],
  );
  return {
    /** True once the organizer's list shows at least one request to invite to. */
    canInvite: enabled && openRequests.length > 0,
    dialog: {
      requests: openRequests,
      loadState: list.isPending ? "loading" : list.isError ? "error" : "ready",
      onRetry: () => void list.refetch(),
      onInvite: (requestId: number) => mutation.mutateAsync(requestId),
    } as const,
  };
}
