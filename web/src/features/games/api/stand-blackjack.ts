import { useMutation } from '@tanstack/react-query';
import type { PostBlackjackStandRequest, PostBlackjackStandResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/games/blackjack/stand {roundId}: the dealer plays and the round settles. */
export function standBlackjack(body: PostBlackjackStandRequest): Promise<PostBlackjackStandResponse> {
  return api.post<PostBlackjackStandResponse>('/api/games/blackjack/stand', body);
}

export function useStandBlackjack() {
  return useMutation({ mutationFn: standBlackjack });
}
