import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetOgadsOfferwallResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/ogads/offerwall: the frame address for this player, or null when none is configured. */
export function getOfferwall(): Promise<GetOgadsOfferwallResponse> {
  return api.get<GetOgadsOfferwallResponse>('/api/ogads/offerwall');
}

export const offerwallQueryOptions = () => queryOptions({ queryKey: ['offers', 'offerwall'], queryFn: getOfferwall });

export function useOfferwall() {
  return useQuery(offerwallQueryOptions());
}
