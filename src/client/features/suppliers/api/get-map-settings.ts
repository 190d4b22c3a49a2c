import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { MapSettings } from "#shared/contracts/map";

/** The settings change only when the server restarts: read once a visit. */
export function useMapSettings() {
  return useQuery(
    queryOptions({
      queryKey: ["map-settings"],
      queryFn: () => api.get<MapSettings>("/api/map/settings"),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
