import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetHouseEdgesResponse } from '@app/contracts';
import { api } from '@/lib/api-client';
import { TABLES_STALE_MS } from './tables-freshness';

/** GET /api/games/house-edges: each tunable game's edge now, and what a dice win pays at it. */
export function getHouseEdges(): Promise<GetHouseEdgesResponse> {
  return api.get<GetHouseEdgesResponse>('/api/games/house-edges');
}

export const houseEdgesQueryOptions = () => queryOptions({ queryKey: ['games', 'house-edges'], queryFn: getHouseEdges, staleTime: TABLES_STALE_MS });

export function useHouseEdges() {
  return useQuery(houseEdgesQueryOptions());
}
