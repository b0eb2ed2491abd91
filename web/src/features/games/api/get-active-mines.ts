import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetMinesActiveResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/games/mines/active: the player's open mines round (it never expires), or null. */
export function getActiveMines(): Promise<GetMinesActiveResponse> {
  return api.get<GetMinesActiveResponse>('/api/games/mines/active');
}

export const activeMinesQueryOptions = () => queryOptions({ queryKey: ['games', 'mines', 'active'], queryFn: getActiveMines, gcTime: 0 });

export function useActiveMines() {
  return useQuery(activeMinesQueryOptions());
}
