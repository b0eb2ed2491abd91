import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetWithdrawalLimitsResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/withdrawal/limits -> {minRobux, minManual, dailyLimit}: what the wallet enforces now, in points. */
export function getWithdrawalLimits(): Promise<GetWithdrawalLimitsResponse> {
  return api.get<GetWithdrawalLimitsResponse>('/api/withdrawal/limits');
}

/**
 * The limits are settings an admin may change at any time, so unlike the app's default (fetched once)
 * they are asked for again whenever a screen showing them opens; meanwhile the last answer is shown.
 */
export const withdrawalLimitsQueryOptions = () => queryOptions({ queryKey: ['withdrawal-limits'], queryFn: getWithdrawalLimits, refetchOnMount: 'always' });

export function useWithdrawalLimits() {
  return useQuery(withdrawalLimitsQueryOptions());
}
