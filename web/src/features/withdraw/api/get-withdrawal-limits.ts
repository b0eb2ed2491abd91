import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetWithdrawalLimitsResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/**
 * GET /api/withdrawal/limits -> {minRobux, minManual, dailyLimit, withdrawnToday, robuxPayout}: what the
 * wallet enforces now and what the player already used of today's limit, in points.
 */
export function getWithdrawalLimits(): Promise<GetWithdrawalLimitsResponse> {
  return api.get<GetWithdrawalLimitsResponse>('/api/withdrawal/limits');
}

/**
 * The limits are settings an admin may change at any time, and what counts against the daily one grows
 * with each request, so unlike the app's default (fetched once) they are asked for again whenever a
 * screen showing them opens, and after each withdrawal request; meanwhile the last answer is shown.
 */
export const withdrawalLimitsQueryOptions = () => queryOptions({ queryKey: ['withdrawal-limits'], queryFn: getWithdrawalLimits, refetchOnMount: 'always' });

export function useWithdrawalLimits() {
  return useQuery(withdrawalLimitsQueryOptions());
}
