import { useMutation } from '@tanstack/react-query';
import type { PostBaccaratRequest, PostBaccaratResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/games/baccarat {bets: {player?, banker?, tie?}}: the server deals the coup and settles the bets. */
export function playBaccarat(body: PostBaccaratRequest): Promise<PostBaccaratResponse> {
  return api.post<PostBaccaratResponse>('/api/games/baccarat', body);
}

export function usePlayBaccarat() {
  return useMutation({ mutationFn: playBaccarat });
}
