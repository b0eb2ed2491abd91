import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetChallengesResponse } from '@app/contracts';
import { adminApi, adminQueryKeyRoot } from './admin-api';

/** GET /api/admin/challenges: every configured challenge, active or not. */
export function getAdminChallenges(): Promise<GetChallengesResponse> {
  return adminApi.get<GetChallengesResponse>('/api/admin/challenges');
}

/** Other admins edit the challenges too: each time the tab opens it asks again (staleTime 0), as the settings do. */
export const adminChallengesQueryOptions = () => queryOptions({ queryKey: [...adminQueryKeyRoot, 'challenges'], queryFn: getAdminChallenges, staleTime: 0 });

export function useAdminChallenges() {
  return useQuery(adminChallengesQueryOptions());
}
