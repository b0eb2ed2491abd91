import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GetAdminActionsResponse } from '@app/contracts';
import { ADMIN_PAGE_SIZE, adminApi, adminQueryKeyRoot } from './admin-api';

/** GET /api/admin/actions?page&pageSize=20: the audit log, newest first (refetched each time the view opens: every admin action adds to it). */
export function getAdminActions(page: number): Promise<GetAdminActionsResponse> {
  return adminApi.get<GetAdminActionsResponse>('/api/admin/actions', { query: { page, pageSize: ADMIN_PAGE_SIZE } });
}

export const adminActionsQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...adminQueryKeyRoot, 'actions', page], queryFn: () => getAdminActions(page), placeholderData: keepPreviousData, refetchOnMount: 'always' });

export function useAdminActions(page: number) {
  return useQuery(adminActionsQueryOptions(page));
}
