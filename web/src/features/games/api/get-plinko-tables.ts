import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetPlinkoTablesResponse } from '@app/contracts';
import { api } from '@/lib/api-client';
import { TABLES_STALE_MS } from './tables-freshness';

/** GET /api/games/plinko/tables: the slot multipliers of every (rows, risk). */
export function getPlinkoTables(): Promise<GetPlinkoTablesResponse> {
  return api.get<GetPlinkoTablesResponse>('/api/games/plinko/tables');
}

export const plinkoTablesQueryOptions = () => queryOptions({ queryKey: ['games', 'plinko', 'tables'], queryFn: getPlinkoTables, staleTime: TABLES_STALE_MS });

export function usePlinkoTables() {
  return useQuery(plinkoTablesQueryOptions());
}
