import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetChatHistoryResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** Spec section 9: chat history is polled every 5 s while the socket is down. */
const POLL_WHILE_DISCONNECTED_MS = 5_000;

/** GET /api/chat/history: the last chat lines, oldest first. */
export function getChatHistory(): Promise<GetChatHistoryResponse> {
  return api.get<GetChatHistoryResponse>('/api/chat/history');
}

/**
 * Live lines are appended only while the chat is mounted (on the dashboard): coming back to it, the
 * cached history may lack what was said meanwhile, so it is asked for again on every mount.
 */
export const chatHistoryQueryOptions = () => queryOptions({ queryKey: ['chat', 'history'], queryFn: getChatHistory, refetchOnMount: 'always' });

export function useChatHistory(connected: boolean) {
  return useQuery({ ...chatHistoryQueryOptions(), refetchInterval: connected ? false : POLL_WHILE_DISCONNECTED_MS });
}
