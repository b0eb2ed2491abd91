import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetChatRainResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/chat/rain: the rain open now (null when none) and whether the caller joined it. */
export function getChatRain(): Promise<GetChatRainResponse> {
  return api.get<GetChatRainResponse>('/api/chat/rain');
}

/** Like the history: a rain started while the chat was not mounted is only known by asking again on mount. */
export const chatRainQueryOptions = () => queryOptions({ queryKey: ['chat', 'rain'], queryFn: getChatRain, refetchOnMount: 'always' });

export function useChatRain() {
  return useQuery(chatRainQueryOptions());
}
