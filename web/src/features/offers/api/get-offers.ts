import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetOgadsOffersResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/ogads/offers: at most 6 offers, or {success: false, message} when the network is unavailable. */
export function getOffers(): Promise<GetOgadsOffersResponse> {
  return api.get<GetOgadsOffersResponse>('/api/ogads/offers');
}

export const offersQueryOptions = () => queryOptions({ queryKey: ['offers', 'ogads'], queryFn: getOffers });

export function useOffers() {
  return useQuery(offersQueryOptions());
}
