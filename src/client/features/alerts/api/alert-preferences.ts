import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { AlertPreferences } from "#shared/contracts/alert-preferences";

export const alertPreferencesQueryKey = ["alert-preferences"] as const;

export function getAlertPreferences(): Promise<AlertPreferences> {
  return api.get<AlertPreferences>("/api/alert-preferences");
}

export const alertPreferencesQueryOptions = () =>
  queryOptions({ queryKey: alertPreferencesQueryKey, queryFn: getAlertPreferences });

export function useAlertPreferences() {
  return useQuery(alertPreferencesQueryOptions());
}

/** Sends the whole set (PUT takes it whole) and keeps the server's answer as the saved one. */
export function useSaveAlertPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: AlertPreferences) =>
      api.put<AlertPreferences>("/api/alert-preferences", preferences),
    onSuccess(saved) {
      queryClient.setQueryData(alertPreferencesQueryKey, saved);
    },
  });
}
