import { useMutation } from '@tanstack/react-query';
import type { PostRouletteRequest, PostRouletteResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/games/roulette {bets, totalBet}: the server spins (0–36, 37 = 00) and settles every bet. */
export function playRoulette(body: PostRouletteRequest): Promise<PostRouletteResponse> {
  return api.post<PostRouletteResponse>('/api/games/roulette', body);
}

export function usePlayRoulette() {
  return useMutation({ mutationFn: playRoulette });
}
