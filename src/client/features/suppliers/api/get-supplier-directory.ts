import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { DIRECTORY_PAGE_SIZE } from "#shared/domain/limits";
import { getSuppliers, type SupplierFilters, supplierKeys } from "./get-suppliers";

export function supplierDirectoryQueryOptions(filters: SupplierFilters) {
  return infiniteQueryOptions({
    queryKey: supplierKeys.directory(filters),
    queryFn: ({ pageParam }) => getSuppliers(filters, { page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, allPages) =>
      lastPage.length < DIRECTORY_PAGE_SIZE ? undefined : allPages.length + 1,
  });
}

/** The directory, page by page. The previous results stay on screen while new filters load. */
export function useSupplierDirectory(filters: SupplierFilters) {
  return useInfiniteQuery({
    ...supplierDirectoryQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}
