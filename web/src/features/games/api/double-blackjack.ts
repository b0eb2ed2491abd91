import { useMutation } from '@tanstack/react-query';
import type { PostBlackjackDoubleRequest, PostBlackjackDoubleResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/games/blackjack/double {roundId}: a second stake, one card, then the dealer plays. */
export function doubleBlackjack(body: PostBlackjackDoubleRequest): Promise<PostBlackjackDoubleResponse> {
  return api.post<PostBlackjackDoubleResponse>('/api/games/blackjack/double', body);
}

export function useDoubleBlackjack() {
  return useMutation({ mutationFn: doubleBlackjack });
}
