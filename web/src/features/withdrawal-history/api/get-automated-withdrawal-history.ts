import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetAutomatedWithdrawalHistoryResponse } from '@app/contracts';
import { api } from '@/lib/api-client';
import { withdrawalsQueryKeyRoot } from './withdrawals-query-key';

/** GET /api/automated-withdrawal/history: Robux withdrawals, newest first. */
export function getAutomatedWithdrawalHistory(): Promise<GetAutomatedWithdrawalHistoryResponse> {
  return api.get<GetAutomatedWithdrawalHistoryResponse>('/api/automated-withdrawal/history');
}

export const automatedWithdrawalHistoryQueryOptions = () =>
  queryOptions({ queryKey: [...withdrawalsQueryKeyRoot, 'automated'], queryFn: getAutomatedWithdrawalHistory, refetchOnMount: 'always' });

export function useAutomatedWithdrawalHistory() {
  return useQuery(automatedWithdrawalHistoryQueryOptions());
}
