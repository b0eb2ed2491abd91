import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetWithdrawalHistoryResponse } from '@app/contracts';
import { api } from '@/lib/api-client';
import { withdrawalsQueryKeyRoot } from './withdrawals-query-key';

/** GET /api/withdrawal/history: PayPal, Zelle and CashApp withdrawals, newest first. */
export function getWithdrawalHistory(): Promise<GetWithdrawalHistoryResponse> {
  return api.get<GetWithdrawalHistoryResponse>('/api/withdrawal/history');
}

export const withdrawalHistoryQueryOptions = () => queryOptions({ queryKey: [...withdrawalsQueryKeyRoot, 'manual'], queryFn: getWithdrawalHistory, refetchOnMount: 'always' });

export function useWithdrawalHistory() {
  return useQuery(withdrawalHistoryQueryOptions());
}
