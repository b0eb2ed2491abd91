import { useMutation } from '@tanstack/react-query';
import type { PostBlackjackSplitRequest, PostBlackjackSplitResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/games/blackjack/split {roundId}: a second stake; the pair becomes two hands played in turn. */
export function splitBlackjack(body: PostBlackjackSplitRequest): Promise<PostBlackjackSplitResponse> {
  return api.post<PostBlackjackSplitResponse>('/api/games/blackjack/split', body);
}

export function useSplitBlackjack() {
  return useMutation({ mutationFn: splitBlackjack });
}
