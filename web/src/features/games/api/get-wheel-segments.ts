import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetWheelSegmentsResponse } from '@app/contracts';
import { api } from '@/lib/api-client';
import { TABLES_STALE_MS } from './tables-freshness';

/** GET /api/games/wheel/segments: the 12 segments clockwise from the pointer, each with its weight (its odds). */
export function getWheelSegments(): Promise<GetWheelSegmentsResponse> {
  return api.get<GetWheelSegmentsResponse>('/api/games/wheel/segments');
}

export const wheelSegmentsQueryOptions = () => queryOptions({ queryKey: ['games', 'wheel', 'segments'], queryFn: getWheelSegments, staleTime: TABLES_STALE_MS });

export function useWheelSegments() {
  return useQuery(wheelSegmentsQueryOptions());
}
