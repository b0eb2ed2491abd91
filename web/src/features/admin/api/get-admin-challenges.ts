import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetChallengesResponse } from '@app/contracts';
import { adminApi, adminQueryKeyRoot } from './admin-api';

/** GET /api/admin/challenges: every configured challenge, active or not. */
export function getAdminChallenges(): Promise<GetChallengesResponse> {
  return adminApi.get<GetChallengesResponse>('/api/admin/challenges');
}

export const adminChallengesQueryOptions = () => queryOptions({ queryKey: [...adminQueryKeyRoot, 'challenges'], queryFn: getAdminChallenges });

export function useAdminChallenges() {
  return useQuery(adminChallengesQueryOptions());
}
