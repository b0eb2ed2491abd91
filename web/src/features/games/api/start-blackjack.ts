import { useMutation } from '@tanstack/react-query';
import type { PostBlackjackStartRequest, PostBlackjackStartResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/games/blackjack/start {betAmount}: takes the stake and deals (the dealer's hole card stays hidden). */
export function startBlackjack(body: PostBlackjackStartRequest): Promise<PostBlackjackStartResponse> {
  return api.post<PostBlackjackStartResponse>('/api/games/blackjack/start', body);
}

export function useStartBlackjack() {
  return useMutation({ mutationFn: startBlackjack });
}
