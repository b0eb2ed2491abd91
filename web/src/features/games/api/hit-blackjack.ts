import { useMutation } from '@tanstack/react-query';
import type { PostBlackjackHitRequest, PostBlackjackHitResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/games/blackjack/hit {roundId}: one more card. */
export function hitBlackjack(body: PostBlackjackHitRequest): Promise<PostBlackjackHitResponse> {
  return api.post<PostBlackjackHitResponse>('/api/games/blackjack/hit', body);
}

export function useHitBlackjack() {
  return useMutation({ mutationFn: hitBlackjack });
}
