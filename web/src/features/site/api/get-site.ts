import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetSiteResponse } from '@app/contracts';
import { api } from '@/lib/api-client';
import { SITE_NAME } from '@/lib/site';

/** How long a page trusts the name it read: an admin's change shows on every open page within this. */
export const SITE_STALE_MS = 30_000;

/** GET /api/public/site: the site's name as the admin set it. */
export function getSite(): Promise<GetSiteResponse> {
  return api.get<GetSiteResponse>('/api/public/site');
}

export const siteQueryOptions = () => queryOptions({ queryKey: ['site'], queryFn: getSite, staleTime: SITE_STALE_MS, refetchInterval: SITE_STALE_MS });

/** The name to show: the admin's site_name, the default until it is known (or if it is set empty). */
export function useSiteName(): string {
  const { data } = useQuery(siteQueryOptions());
  return data?.siteName.trim() || SITE_NAME;
}
