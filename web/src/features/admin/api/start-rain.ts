import { useMutation } from '@tanstack/react-query';
import type { PostAdminRainRequest, PostAdminRainResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatPoints } from '@/lib/format';
import { adminApi } from './admin-api';

/** POST /api/admin/rain {amount, durationMs?, message?} -> {rain, actionId}; 409 while another rain is open. */
export function startRain(body: PostAdminRainRequest): Promise<PostAdminRainResponse> {
  return adminApi.post<PostAdminRainResponse>('/api/admin/rain', body);
}

export function useStartRain(options: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: startRain,
    onSuccess: ({ rain }) => {
      toast({ title: 'Rain Started', description: `${formatPoints(rain.amount)} points for ${Math.round(rain.durationMs / 1000)} s` });
      options.onSuccess?.();
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to start rain'), variant: 'destructive' }),
  });
}
