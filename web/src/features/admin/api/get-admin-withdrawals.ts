import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminWithdrawalStatus, GetAdminWithdrawalsResponse } from '@app/contracts';
import { ADMIN_PAGE_SIZE, adminApi, adminQueryKeyRoot } from './admin-api';

export type AdminWithdrawalFilter = AdminWithdrawalStatus | 'all';

export const adminWithdrawalsQueryKeyRoot = [...adminQueryKeyRoot, 'withdrawals'] as const;

/** GET /api/admin/withdrawals?page&pageSize=20&status: both kinds of withdrawal, newest first. */
export function getAdminWithdrawals(page: number, status: AdminWithdrawalFilter): Promise<GetAdminWithdrawalsResponse> {
  return adminApi.get<GetAdminWithdrawalsResponse>('/api/admin/withdrawals', {
    query: { page, pageSize: ADMIN_PAGE_SIZE, status: status === 'all' ? undefined : status },
  });
}

export const adminWithdrawalsQueryOptions = (page: number, status: AdminWithdrawalFilter) =>
  queryOptions({ queryKey: [...adminWithdrawalsQueryKeyRoot, page, status], queryFn: () => getAdminWithdrawals(page, status), placeholderData: keepPreviousData });

export function useAdminWithdrawals(page: number, status: AdminWithdrawalFilter) {
  return useQuery(adminWithdrawalsQueryOptions(page, status));
}
