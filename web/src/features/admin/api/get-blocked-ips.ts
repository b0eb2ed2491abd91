import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GetBlockedIpsResponse } from '@app/contracts';
import { ADMIN_PAGE_SIZE, adminApi, adminQueryKeyRoot } from './admin-api';

export const blockedIpsQueryKeyRoot = [...adminQueryKeyRoot, 'blocked-ips'] as const;

/** GET /api/admin/blocked-ips?page&pageSize=20: newest first. */
export function getBlockedIps(page: number): Promise<GetBlockedIpsResponse> {
  return adminApi.get<GetBlockedIpsResponse>('/api/admin/blocked-ips', { query: { page, pageSize: ADMIN_PAGE_SIZE } });
}

export const blockedIpsQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...blockedIpsQueryKeyRoot, page], queryFn: () => getBlockedIps(page), placeholderData: keepPreviousData });

export function useBlockedIps(page: number) {
  return useQuery(blockedIpsQueryOptions(page));
}
