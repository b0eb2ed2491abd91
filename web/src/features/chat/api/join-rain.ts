import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GetChatRainResponse, PostChatRainJoinResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { api, errorMessage } from '@/lib/api-client';
import { chatRainQueryOptions } from './get-chat-rain';

/** POST /api/chat/rain/join (empty body): joins the open rain; joining twice answers alreadyJoined. */
export function joinRain(): Promise<PostChatRainJoinResponse> {
  return api.post<PostChatRainJoinResponse>('/api/chat/rain/join');
}

export function useJoinRain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinRain,
    onSuccess: (answer) => {
      queryClient.setQueryData<GetChatRainResponse>(chatRainQueryOptions().queryKey, (current) =>
        current?.rain && current.rain.rainId === answer.rainId ? { ...current, joined: true } : current,
      );
      toast({ title: answer.alreadyJoined ? 'Already joined' : 'Joined the rain!', description: 'Your share arrives when the rain ends.' });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Could not join the rain'), variant: 'destructive' }),
  });
}
