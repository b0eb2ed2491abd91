import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserQueryOptions } from '@/features/auth/api/get-current-user';
import { fairnessQueryOptions } from '@/features/fairness/api/get-fairness';
import { gameHistoryQueryKeyRoot } from '@/features/game-history/api/get-game-history';
import { bigWinGate } from '@/features/notifications/components/big-win-gate';
import { gameStatsQueryOptions } from './get-game-stats';

/**
 * What a settled round changed on the server: the balance (navbar), the game stats, the history and the
 * seed pair's next nonce (fairness page). Refetched now where shown, on their next mount otherwise.
 */
export function invalidateAfterRound(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: gameStatsQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: gameHistoryQueryKeyRoot });
  // exact: the verified rounds under ['games', 'fairness', 'round', id] do not change when another is played
  void queryClient.invalidateQueries({ queryKey: fairnessQueryOptions().queryKey, exact: true });
  // and the big-win notice of that round, held back until now
  bigWinGate.roundShown();
}

/**
 * What every game calls once its round has been shown (after the animation, so the navbar balance does
 * not give the outcome away early).
 */
export function useRoundSettled(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateAfterRound(queryClient), [queryClient]);
}
