import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetSettingsResponse } from '@app/contracts';
import { adminApi, adminQueryKeyRoot } from './admin-api';

/** GET /api/admin/settings: [{key, value, description, updatedAt, secret, isSet}]. */
export function getAdminSettings(): Promise<GetSettingsResponse> {
  return adminApi.get<GetSettingsResponse>('/api/admin/settings');
}

export const adminSettingsQueryOptions = () => queryOptions({ queryKey: [...adminQueryKeyRoot, 'settings'], queryFn: getAdminSettings });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
