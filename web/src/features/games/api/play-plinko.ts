import { useMutation } from '@tanstack/react-query';
import type { PostPlinkoRequest, PostPlinkoResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/games/plinko {betAmount, rows, risk}: the server drops the ball; path, slot, multiplier, winnings. */
export function playPlinko(body: PostPlinkoRequest): Promise<PostPlinkoResponse> {
  return api.post<PostPlinkoResponse>('/api/games/plinko', body);
}

export function usePlayPlinko() {
  return useMutation({ mutationFn: playPlinko });
}
