import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatsResponse } from '@app/contracts';
import { adminApi, adminQueryKeyRoot } from './admin-api';

export const ADMIN_STATS_POLL_MS = 30_000;

/** GET /api/admin/stats -> {totalUsers, totalPointsDistributed (net), pendingWithdrawals, awaitingPaymentWithdrawals}. */
export function getAdminStats(): Promise<AdminStatsResponse> {
  return adminApi.get<AdminStatsResponse>('/api/admin/stats');
}

/** Polled every 30 s, never retried (spec section 9); the cards hide on failure. */
export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: [...adminQueryKeyRoot, 'stats'], queryFn: getAdminStats, refetchInterval: ADMIN_STATS_POLL_MS, retry: false });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
