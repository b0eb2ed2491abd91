import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetSettingsResponse } from '@app/contracts';
import { adminApi, adminQueryKeyRoot } from './admin-api';

/** GET /api/admin/settings: [{key, value, description, updatedAt, secret, isSet}]. */
export function getAdminSettings(): Promise<GetSettingsResponse> {
  return adminApi.get<GetSettingsResponse>('/api/admin/settings');
}

/**
 * Settings are shared by every admin (and the installer): another admin's edit is not announced here, and
 * an edit that starts from an old value would undo it. So the list is never taken as current: each time
 * the tab opens it asks again (staleTime 0 overrides the app's never-stale default).
 */
export const adminSettingsQueryOptions = () => queryOptions({ queryKey: [...adminQueryKeyRoot, 'settings'], queryFn: getAdminSettings, staleTime: 0 });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
