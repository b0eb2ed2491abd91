import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetKenoPaytablesResponse } from '@app/contracts';
import { api } from '@/lib/api-client';
import { TABLES_STALE_MS } from './tables-freshness';

/** GET /api/games/keno/paytables: one paytable per pick count (1–10); multipliers[m] pays for m matches. */
export function getKenoPaytables(): Promise<GetKenoPaytablesResponse> {
  return api.get<GetKenoPaytablesResponse>('/api/games/keno/paytables');
}

export const kenoPaytablesQueryOptions = () => queryOptions({ queryKey: ['games', 'keno', 'paytables'], queryFn: getKenoPaytables, staleTime: TABLES_STALE_MS });

export function useKenoPaytables() {
  return useQuery(kenoPaytablesQueryOptions());
}
