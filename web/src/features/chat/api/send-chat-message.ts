import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostChatSendRequest, PostChatSendResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { api, errorMessage } from '@/lib/api-client';
import { holdAfterSendError } from '../components/composer-notice';
import { chatHistoryQueryOptions } from './get-chat-history';
import { appendChatLine } from './get-chat-history-lines';

/** POST /api/chat/send {message}: the server stores the line and broadcasts it as a `message` event. */
export function sendChatMessage(body: PostChatSendRequest): Promise<PostChatSendResponse> {
  return api.post<PostChatSendResponse>('/api/chat/send', body);
}

export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: (answer) => {
      // The socket usually delivers the line first; adding it here too covers a missed event (deduplicated by id).
      const line = answer.message;
      if (line) queryClient.setQueryData(chatHistoryQueryOptions().queryKey, (lines) => appendChatLine(lines, line));
    },
    onError: (error) => {
      // a rate limit is told under the message box, with its countdown (ChatComposer)
      if (holdAfterSendError(error, Date.now())) return;
      toast({ title: 'Error', description: errorMessage(error, 'Failed to send message'), variant: 'destructive' });
    },
  });
}
