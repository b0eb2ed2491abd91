import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminWithdrawalStatus, GetAdminWithdrawalsQuery, GetAdminWithdrawalsResponse } from '@app/contracts';
import { ADMIN_PAGE_SIZE, adminApi, adminQueryKeyRoot } from './admin-api';
import { ADMIN_STATS_POLL_MS } from './get-admin-stats';

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

/**
 * How often the open Withdrawals tab asks again: as often as the stats card does, so a withdrawal that
 * card counts as pending is listed within the same interval.
 */
export const ADMIN_WITHDRAWALS_POLL_MS = ADMIN_STATS_POLL_MS;

/**
 * The queue changes without this admin doing anything (players ask, automatic Robux purchases finish,
 * other admins decide), which the app's never-stale default would hide. So it is never taken as current:
 * opening the tab, or going to a page or filter seen before, asks again (staleTime 0 makes every mount and
 * key change refetch, where refetchOnMount 'always' alone would still show a filter's old rows), and the
 * shown list is polled.
 */
export const adminWithdrawalsQueryOptions = (page: number, filter: AdminWithdrawalFilter) =>
  queryOptions({
    queryKey: [...adminWithdrawalsQueryKeyRoot, page, filter],
    queryFn: () => getAdminWithdrawals(page, filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: ADMIN_WITHDRAWALS_POLL_MS,
  });

export function useAdminWithdrawals(page: number, filter: AdminWithdrawalFilter) {
  return useQuery(adminWithdrawalsQueryOptions(page, filter));
}
