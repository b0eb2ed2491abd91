import { useMutation } from '@tanstack/react-query';
import type { InstallRequest, ZInstallResponse } from '@app/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type InstallResponse = z.infer<typeof ZInstallResponse>;

/** POST /api/installer/install {database, admin, app} -> {success, error?} */
export function install(body: InstallRequest): Promise<InstallResponse> {
  return api.post<InstallResponse>('/api/installer/install', body);
}

export function useInstall() {
  return useMutation({ mutationFn: install });
}
