import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetReferralStatsResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/referral/stats: referralCode, referralCount, referralEarnings. */
export function getReferralStats(): Promise<GetReferralStatsResponse> {
  return api.get<GetReferralStatsResponse>('/api/referral/stats');
}

export const referralStatsQueryOptions = () => queryOptions({ queryKey: ['referral', 'stats'], queryFn: getReferralStats });

export function useReferralStats() {
  return useQuery(referralStatsQueryOptions());
}
