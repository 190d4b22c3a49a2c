import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { CategoryView } from "#shared/contracts/categories";
import { CATEGORIES } from "#shared/domain/categories";

/** When the call fails the built-in list stands in, without counts. */
export async function getCategories(): Promise<CategoryView[]> {
  try {
    return await api.get<CategoryView[]>("/api/categories");
  } catch {
    return CATEGORIES.map((category) => ({ ...category }));
  }
}

export const categoriesQueryOptions = queryOptions({
  queryKey: ["categories"],
  queryFn: getCategories,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchInterval: false,
  refetchOnWindowFocus: false,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
