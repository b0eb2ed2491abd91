import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetFairnessResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/games/fairness: the current server seed's hash, the client seed and the next nonce. */
export function getFairness(): Promise<GetFairnessResponse> {
  return api.get<GetFairnessResponse>('/api/games/fairness');
}

export const fairnessQueryOptions = () => queryOptions({ queryKey: ['games', 'fairness'], queryFn: getFairness });

export function useFairness() {
  return useQuery(fairnessQueryOptions());
}
