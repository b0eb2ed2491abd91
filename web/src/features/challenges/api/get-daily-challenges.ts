import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetDailyChallengesResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/daily-challenges: today's active challenges with the player's progress. */
export function getDailyChallenges(): Promise<GetDailyChallengesResponse> {
  return api.get<GetDailyChallengesResponse>('/api/daily-challenges');
}

export const dailyChallengesQueryOptions = () => queryOptions({ queryKey: ['daily-challenges'], queryFn: getDailyChallenges, refetchOnMount: 'always' });

/** `enabled: false` for a visitor, whom the call would only answer 401. */
export function useDailyChallenges({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...dailyChallengesQueryOptions(), enabled });
}
