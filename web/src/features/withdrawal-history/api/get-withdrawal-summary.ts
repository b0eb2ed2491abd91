import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetWithdrawalSummaryResponse } from '@app/contracts';
import { api } from '@/lib/api-client';
import { withdrawalsQueryKeyRoot } from './withdrawals-query-key';

/**
 * GET /api/withdrawal/summary: the stat cards, summed by the server over every withdrawal of the player
 * (the histories are read a page at a time). Under withdrawalsQueryKeyRoot, so whatever refreshes the
 * histories refreshes it too.
 */
export function getWithdrawalSummary(): Promise<GetWithdrawalSummaryResponse> {
  return api.get<GetWithdrawalSummaryResponse>('/api/withdrawal/summary');
}

export const withdrawalSummaryQueryOptions = () => queryOptions({ queryKey: [...withdrawalsQueryKeyRoot, 'summary'], queryFn: getWithdrawalSummary, refetchOnMount: 'always' });

export function useWithdrawalSummary() {
  return useQuery(withdrawalSummaryQueryOptions());
}
