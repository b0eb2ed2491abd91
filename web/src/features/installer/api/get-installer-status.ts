import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstallerStatusResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/installer/status -> {installed, runtimeDatabase} */
export function getInstallerStatus(): Promise<InstallerStatusResponse> {
  return api.get<InstallerStatusResponse>('/api/installer/status');
}

export const installerStatusQueryOptions = () => queryOptions({ queryKey: ['installer', 'status'], queryFn: getInstallerStatus });

export function useInstallerStatus() {
  return useQuery(installerStatusQueryOptions());
}
