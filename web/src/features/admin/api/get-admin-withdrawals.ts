import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminWithdrawalStatus, GetAdminWithdrawalsQuery, GetAdminWithdrawalsResponse } from '@app/contracts';
import { ADMIN_PAGE_SIZE, adminApi, adminQueryKeyRoot } from './admin-api';

/** A status, every withdrawal, or the approved ones an admin still has to pay by hand. */
export type AdminWithdrawalFilter = AdminWithdrawalStatus | 'all' | 'awaiting_payment';

export const adminWithdrawalsQueryKeyRoot = [...adminQueryKeyRoot, 'withdrawals'] as const;

function filterQuery(filter: AdminWithdrawalFilter): Pick<GetAdminWithdrawalsQuery, 'status' | 'payoutMode'> {
  if (filter === 'all') return {};
  if (filter === 'awaiting_payment') return { status: 'approved', payoutMode: 'admin' };
  return { status: filter };
}

/** GET /api/admin/withdrawals?page&pageSize=20&status&payoutMode: both kinds of withdrawal, newest first. */
export function getAdminWithdrawals(page: number, filter: AdminWithdrawalFilter): Promise<GetAdminWithdrawalsResponse> {
  return adminApi.get<GetAdminWithdrawalsResponse>('/api/admin/withdrawals', { query: { page, pageSize: ADMIN_PAGE_SIZE, ...filterQuery(filter) } });
}

export const adminWithdrawalsQueryOptions = (page: number, filter: AdminWithdrawalFilter) =>
  queryOptions({ queryKey: [...adminWithdrawalsQueryKeyRoot, page, filter], queryFn: () => getAdminWithdrawals(page, filter), placeholderData: keepPreviousData });

export function useAdminWithdrawals(page: number, filter: AdminWithdrawalFilter) {
  return useQuery(adminWithdrawalsQueryOptions(page, filter));
}
