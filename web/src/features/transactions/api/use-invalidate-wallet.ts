import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserQueryOptions } from '@/features/auth/api/get-current-user';
import { userStatsQueryOptions } from '@/features/dashboard/api/get-user-stats';
import { transactionsQueryOptions } from './get-transactions';

/** After anything that moves points: the user (navbar balance), the dashboard stats and the ledger are refetched. */
export function useInvalidateWallet(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: userStatsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: transactionsQueryOptions().queryKey });
  }, [queryClient]);
}
