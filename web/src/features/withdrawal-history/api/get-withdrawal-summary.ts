import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetWithdrawalSummaryResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/**
 * GET /api/withdrawal/summary: the stat cards, summed by the server over every withdrawal of the player
 * (the histories list only the latest 100 of each kind). Under ['withdrawals'], so whatever refreshes the
 * histories refreshes it too.
 */
export function getWithdrawalSummary(): Promise<GetWithdrawalSummaryResponse> {
  return api.get<GetWithdrawalSummaryResponse>('/api/withdrawal/summary');
}

export const withdrawalSummaryQueryOptions = () => queryOptions({ queryKey: ['withdrawals', 'summary'], queryFn: getWithdrawalSummary, refetchOnMount: 'always' });

export function useWithdrawalSummary() {
  return useQuery(withdrawalSummaryQueryOptions());
}
