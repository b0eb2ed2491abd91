import { useMutation } from '@tanstack/react-query';
import type { PostDiceRequest, PostDiceResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/games/dice {betAmount, prediction}: the server rolls; the answer carries diceResult, isWin, winAmount. */
export function playDice(body: PostDiceRequest): Promise<PostDiceResponse> {
  return api.post<PostDiceResponse>('/api/games/dice', body);
}

export function usePlayDice() {
  return useMutation({ mutationFn: playDice });
}
