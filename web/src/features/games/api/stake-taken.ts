import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserQueryOptions } from '@/features/auth/api/get-current-user';

/**
 * A stateful round (blackjack's deal, double and split, live crash's start) took a stake that the server now
 * holds: the navbar balance drops by it at once, as mines does at Start. Only the balance: the round is not
 * over, so its stats, history and any big-win notice wait for useRoundSettled() (round-settled.ts).
 */
export function invalidateAfterStake(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
}

/** What a stateful game calls once the server answered an action that takes a stake. */
export function useStakeTaken(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateAfterStake(queryClient), [queryClient]);
}
