import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GetBlockedIpsResponse } from '@app/contracts';
import { ADMIN_PAGE_SIZE, adminApi, adminQueryKeyRoot } from './admin-api';

export const blockedIpsQueryKeyRoot = [...adminQueryKeyRoot, 'blocked-ips'] as const;

/** GET /api/admin/blocked-ips?page&pageSize=20: newest first. */
export function getBlockedIps(page: number): Promise<GetBlockedIpsResponse> {
  return adminApi.get<GetBlockedIpsResponse>('/api/admin/blocked-ips', { query: { page, pageSize: ADMIN_PAGE_SIZE } });
}

/**
 * Other admins block and unblock too: opening the tab, or going back to a page seen before, asks again
 * (staleTime 0, as the Users and Withdrawals lists do).
 */
export const blockedIpsQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...blockedIpsQueryKeyRoot, page], queryFn: () => getBlockedIps(page), placeholderData: keepPreviousData, staleTime: 0 });

export function useBlockedIps(page: number) {
  return useQuery(blockedIpsQueryOptions(page));
}
