import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetChatHistoryResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** Spec section 9: chat history is polled every 5 s while the socket is down. */
const POLL_WHILE_DISCONNECTED_MS = 5_000;

/** GET /api/chat/history: the last chat lines, oldest first. */
export function getChatHistory(): Promise<GetChatHistoryResponse> {
  return api.get<GetChatHistoryResponse>('/api/chat/history');
}

export const chatHistoryQueryOptions = () => queryOptions({ queryKey: ['chat', 'history'], queryFn: getChatHistory });

export function useChatHistory(connected: boolean) {
  return useQuery({ ...chatHistoryQueryOptions(), refetchInterval: connected ? false : POLL_WHILE_DISCONNECTED_MS });
}
