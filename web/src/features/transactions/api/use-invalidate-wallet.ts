import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserQueryOptions } from '@/features/auth/api/get-current-user';
import { userStatsQueryOptions } from '@/features/dashboard/api/get-user-stats';
import { leaderboardQueryOptions } from '@/features/leaderboard/api/get-leaderboard';
import { transactionsQueryOptions } from './get-transactions';

/**
 * After anything that moves points: the user (navbar balance), the dashboard stats, the ledger and the
 * ranking (which lists the player's points beside the balance) are refetched.
 */
export function invalidateWallet(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: userStatsQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: transactionsQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: leaderboardQueryOptions().queryKey });
}

export function useInvalidateWallet(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateWallet(queryClient), [queryClient]);
}
