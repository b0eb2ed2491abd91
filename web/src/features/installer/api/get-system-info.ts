import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemInfoResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/installer/system-info -> {node, platform, arch, env, memory: {rss}} */
export function getSystemInfo(): Promise<SystemInfoResponse> {
  return api.get<SystemInfoResponse>('/api/installer/system-info');
}

export const systemInfoQueryOptions = () => queryOptions({ queryKey: ['installer', 'system-info'], queryFn: getSystemInfo });

export function useSystemInfo() {
  return useQuery(systemInfoQueryOptions());
}
