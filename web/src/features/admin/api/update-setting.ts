import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PutSettingRequest, PutSettingResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { adminApi } from './admin-api';
import { invalidateAfterSettingSaved } from './invalidate-after-setting-saved';

export interface UpdateSettingInput extends PutSettingRequest {
  key: string;
}

/** PUT /api/admin/settings/{key} {value, description?} -> the stored entry. */
export function updateSetting({ key, value, description }: UpdateSettingInput): Promise<PutSettingResponse> {
  const body: PutSettingRequest = description === undefined ? { value } : { value, description };
  return adminApi.put<PutSettingResponse>(`/api/admin/settings/${encodeURIComponent(key)}`, body);
}

export function useUpdateSetting(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSetting,
    onSuccess: (entry) => {
      invalidateAfterSettingSaved(queryClient, entry.key);
      toast({ title: 'Setting Updated', description: `${entry.key} was saved.` });
      options.onSuccess?.();
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to update setting'), variant: 'destructive' }),
  });
}
