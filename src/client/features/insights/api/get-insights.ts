import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { Insights } from "#shared/contracts/insights";

export const insightsCsvHref = (weeks: number) => `/api/insights/funnel.csv?weeks=${weeks}`;

export function useInsights(weeks: number) {
  return useQuery({
    queryKey: ["insights", weeks],
    queryFn: () => api.get<Insights>(`/api/insights?weeks=${weeks}`),
    // Changing the span keeps the figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
