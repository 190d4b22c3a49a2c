import {
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useMemo } from "react";
import {
  applyAvailabilityChange,
  type DayChange,
} from "#client/features/availability/lib/apply-availability-change";
import { supplierAvailabilityKeys } from "#client/features/supplier-profile/api/get-supplier-availability";
import { api } from "#client/lib/api-client";
import type {
  AvailabilityChange,
  CalendarFeedLink,
  CalendarImportResult,
  OwnAvailability,
} from "#shared/contracts/availability";
import { eachDay } from "#shared/domain/calendar-days";

export const ownAvailabilityQueryKey = ["availability", "mine"] as const;
const changeMutationKey = ["availability", "change"] as const;

export function getOwnAvailability(): Promise<OwnAvailability> {
  return api.get<OwnAvailability>("/api/availability");
}

export const ownAvailabilityQueryOptions = () =>
  queryOptions({ queryKey: ownAvailabilityQueryKey, queryFn: getOwnAvailability });

export function useOwnAvailability() {
  return useQuery(ownAvailabilityQueryOptions());
}

export function changeAvailability(change: AvailabilityChange): Promise<OwnAvailability> {
  return api.post<OwnAvailability>("/api/availability/changes", change);
}

/**
 * Shows the change at once and sends it. Clicks can overlap, so only the last change to settle
 * writes the server's answer (or, after a failure, asks for the calendar again): an earlier
 * answer would undo the days still on their way.
 */
export function useChangeAvailability() {
  const queryClient = useQueryClient();
  const isLastPending = () => queryClient.isMutating({ mutationKey: changeMutationKey }) <= 1;
  return useMutation({
    mutationKey: changeMutationKey,
    mutationFn: (change: DayChange) => changeAvailability(change),
    async onMutate(change) {
      await queryClient.cancelQueries({ queryKey: ownAvailabilityQueryKey });
      const previous = queryClient.getQueryData<OwnAvailability>(ownAvailabilityQueryKey);
      if (previous)
        queryClient.setQueryData(
          ownAvailabilityQueryKey,
          applyAvailabilityChange(previous, change),
        );
      return { previous };
    },
    onSuccess(availability) {
      if (isLastPending()) queryClient.setQueryData(ownAvailabilityQueryKey, availability);
      return queryClient.invalidateQueries({ queryKey: supplierAvailabilityKeys.all });
    },
    onError(_error, _change, context) {
      if (!isLastPending()) return;
      if (context?.previous) queryClient.setQueryData(ownAvailabilityQueryKey, context.previous);
      return queryClient.invalidateQueries({ queryKey: ownAvailabilityQueryKey });
    },
  });
}

/** Every day a change is still saving, to show as pending. */
export function useSavingAvailabilityDays(): ReadonlySet<string> {
  const changes = useMutationState({
    filters: { mutationKey: changeMutationKey, status: "pending" },
    select: (mutation) => mutation.state.variables as DayChange | undefined,
  });
  return useMemo(
    () => new Set(changes.flatMap((change) => (change ? eachDay(change.from, change.to) : []))),
    [changes],
  );
}

/** The .ics file goes as the one file field the server reads, `file`. */
export function importCalendar(file: File): Promise<CalendarImportResult> {
  const form = new FormData();
  form.append("file", file);
  return api.post<CalendarImportResult>("/api/availability/import", form);
}

export function useImportCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCalendar,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownAvailabilityQueryKey }),
        queryClient.invalidateQueries({ queryKey: supplierAvailabilityKeys.all }),
      ]),
  });
}

/** A new secret feed link; any earlier one stops working. The answer is the only sight of it. */
export function useCreateFeedLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeedLink>("/api/availability/feed"),
    onSuccess(link) {
      queryClient.setQueryData<OwnAvailability>(ownAvailabilityQueryKey, (current) =>
        current ? { ...current, feed: { createdAt: link.createdAt } } : current,
      );
    },
  });
}

export function useTurnOffFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>("/api/availability/feed"),
    onSuccess() {
      queryClient.setQueryData<OwnAvailability>(ownAvailabilityQueryKey, (current) =>
        current ? { ...current, feed: null } : current,
      );
    },
  });
}
