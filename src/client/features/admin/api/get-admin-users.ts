import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { AdminUserPage, AdminUserStatus } from "#shared/contracts/admin";
import type { Role } from "#shared/contracts/users";
import { adminQueryKey, toSearch } from "./admin-keys";

export interface AdminUserFilter {
  q?: string;
  role?: Role;
  status?: AdminUserStatus;
  page: number;
}

export const adminUsersQueryKey = [...adminQueryKey, "users"] as const;

export function getAdminUsers(filter: AdminUserFilter): Promise<AdminUserPage> {
  return api.get<AdminUserPage>(`/api/admin/users${toSearch({ ...filter })}`);
}

export function adminUsersQueryOptions(filter: AdminUserFilter) {
  return queryOptions({
    queryKey: [...adminUsersQueryKey, filter],
    queryFn: () => getAdminUsers(filter),
    // The table stays on screen while the next page or search loads, instead of flashing.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(filter: AdminUserFilter) {
  return useQuery(adminUsersQueryOptions(filter));
}
