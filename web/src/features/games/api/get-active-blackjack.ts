import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetBlackjackActiveResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/games/blackjack/active: the player's open hand (hole card hidden), to resume it after a reload. */
export function getActiveBlackjack(): Promise<GetBlackjackActiveResponse> {
  return api.get<GetBlackjackActiveResponse>('/api/games/blackjack/active');
}

export const activeBlackjackQueryOptions = () => queryOptions({ queryKey: ['games', 'blackjack', 'active'], queryFn: getActiveBlackjack, gcTime: 0 });

export function useActiveBlackjack() {
  return useQuery(activeBlackjackQueryOptions());
}
