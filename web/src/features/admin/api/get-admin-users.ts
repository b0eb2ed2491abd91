import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GetAdminUsersResponse } from '@app/contracts';
import { ADMIN_PAGE_SIZE, adminApi, adminQueryKeyRoot } from './admin-api';

export interface AdminUsersFilter {
  page: number;
  /** part of a username or e-mail; '' lists everyone */
  search: string;
}

export const adminUsersQueryKeyRoot = [...adminQueryKeyRoot, 'users'] as const;

/** GET /api/admin/users?page&pageSize=20&search: newest first. */
export function getAdminUsers({ page, search }: AdminUsersFilter): Promise<GetAdminUsersResponse> {
  return adminApi.get<GetAdminUsersResponse>('/api/admin/users', {
    query: { page, pageSize: ADMIN_PAGE_SIZE, search: search.trim() || undefined },
  });
}

// players' points move with every round: each time the tab or a page opens it asks again (staleTime 0)
export const adminUsersQueryOptions = (filter: AdminUsersFilter) =>
  queryOptions({ queryKey: [...adminUsersQueryKeyRoot, filter.page, filter.search.trim()], queryFn: () => getAdminUsers(filter), placeholderData: keepPreviousData, staleTime: 0 });

export function useAdminUsers(filter: AdminUsersFilter) {
  return useQuery(adminUsersQueryOptions(filter));
}
