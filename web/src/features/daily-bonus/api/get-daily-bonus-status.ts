import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetDailyBonusStatusResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/daily-bonus/status: canClaim, timeUntilNext (hours), streak, nextBonus, lastDailyBonus. */
export function getDailyBonusStatus(): Promise<GetDailyBonusStatusResponse> {
  return api.get<GetDailyBonusStatusResponse>('/api/daily-bonus/status');
}

export const dailyBonusStatusQueryOptions = () => queryOptions({ queryKey: ['daily-bonus', 'status'], queryFn: getDailyBonusStatus, refetchOnMount: 'always' });

export function useDailyBonusStatus() {
  return useQuery(dailyBonusStatusQueryOptions());
}
