import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserQueryOptions } from '@/features/auth/api/get-current-user';
import { gameHistoryQueryKeyRoot } from '@/features/game-history/api/get-game-history';
import { gameStatsQueryOptions } from './get-game-stats';

/**
 * What every game calls once its round has been shown (after the animation, so the navbar balance does
 * not give the outcome away early): the current user (navbar balance), the game stats and the history are
 * refetched from the server.
 */
export function useRoundSettled(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: gameStatsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: gameHistoryQueryKeyRoot });
  }, [queryClient]);
}
