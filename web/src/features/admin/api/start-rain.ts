import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GetChatRainResponse, PostAdminRainRequest, PostAdminRainResponse } from '@app/contracts';
import { chatRainQueryOptions } from '@/features/chat/api/get-chat-rain';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatPoints } from '@/lib/format';
import { adminApi } from './admin-api';

/** POST /api/admin/rain {amount, durationMs?, message?} -> {rain, actionId}; 409 while another rain is open. */
export function startRain(body: PostAdminRainRequest): Promise<PostAdminRainResponse> {
  return adminApi.post<PostAdminRainResponse>('/api/admin/rain', body);
}

export function useStartRain(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRain,
    onSuccess: ({ rain }) => {
      // the tab shows the open rain at once, before its next refresh or the chat's rain_start
      queryClient.setQueryData<GetChatRainResponse>(chatRainQueryOptions().queryKey, { rain, joined: false });
      toast({ title: 'Rain Started', description: `${formatPoints(rain.amount)} points for ${Math.round(rain.durationMs / 1000)} s` });
      options.onSuccess?.();
    },
    onError: (error) => {
      // a 409 means another rain is open: ask again so the tab shows it
      void queryClient.invalidateQueries({ queryKey: chatRainQueryOptions().queryKey });
      toast({ title: 'Error', description: errorMessage(error, 'Failed to start rain'), variant: 'destructive' });
    },
  });
}
