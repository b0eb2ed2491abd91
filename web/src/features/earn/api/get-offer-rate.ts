import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetOgadsRateResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/ogads/rate -> {revenueShare, pointsPerDollar}: what an offer dollar credits now (public). */
export function getOfferRate(): Promise<GetOgadsRateResponse> {
  return api.get<GetOgadsRateResponse>('/api/ogads/rate');
}

/** Refetched each time the earn page opens, so an admin's new share shows the next time it does. */
export const offerRateQueryOptions = () => queryOptions({ queryKey: ['offers', 'rate'], queryFn: getOfferRate, refetchOnMount: 'always' });

export function useOfferRate() {
  return useQuery(offerRateQueryOptions());
}
