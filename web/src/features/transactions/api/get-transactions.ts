import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetTransactionsResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/user/transactions: the player's ledger, newest first (at most 50). */
export function getTransactions(): Promise<GetTransactionsResponse> {
  return api.get<GetTransactionsResponse>('/api/user/transactions');
}

export const transactionsQueryOptions = () => queryOptions({ queryKey: ['user', 'transactions'], queryFn: getTransactions, refetchOnMount: 'always' });

export function useTransactions() {
  return useQuery(transactionsQueryOptions());
}
