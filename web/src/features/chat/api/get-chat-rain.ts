import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetChatRainResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/chat/rain: the rain open now (null when none) and whether the caller joined it. */
export function getChatRain(): Promise<GetChatRainResponse> {
  return api.get<GetChatRainResponse>('/api/chat/rain');
}

export const chatRainQueryOptions = () => queryOptions({ queryKey: ['chat', 'rain'], queryFn: getChatRain });

export function useChatRain() {
  return useQuery(chatRainQueryOptions());
}
