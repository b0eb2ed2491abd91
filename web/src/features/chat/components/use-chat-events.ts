import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, GetChatRainResponse } from '@app/contracts';
import { useSocketConnect } from '@/features/socket/use-socket-connect';
import { useSocketEvent } from '@/features/socket/use-socket-event';
import { chatHistoryQueryOptions } from '../api/get-chat-history';
import { appendChatLine } from '../api/get-chat-history-lines';
import { chatRainQueryOptions } from '../api/get-chat-rain';
import { rainFromAnnouncement } from '../api/rain-from-announcement';

/**
 * Keeps the chat's cached data in step with the socket: lines are appended as they arrive, the open
 * rain follows rain_start / rain_end, and after a (re)connect the history and rain are refetched so
 * nothing said while the socket was down is lost. Returns the online count (null until the server sends it).
 */
export function useChatEvents(): { onlineCount: number | null } {
  const queryClient = useQueryClient();
  const [onlineCount, setOnlineCount] = useState<number | null>(null);

  const append = (line: ChatMessage) => queryClient.setQueryData(chatHistoryQueryOptions().queryKey, (lines) => appendChatLine(lines, line));
  useSocketEvent('message', append);
  useSocketEvent('system', append);
  useSocketEvent('online_count', ({ count }) => setOnlineCount(count));

  useSocketEvent('rain_start', (payload) =>
    queryClient.setQueryData<GetChatRainResponse>(chatRainQueryOptions().queryKey, (cached) => rainFromAnnouncement(cached, payload, Date.now())),
  );
  useSocketEvent('rain_end', () => queryClient.setQueryData<GetChatRainResponse>(chatRainQueryOptions().queryKey, { rain: null, joined: false }));

  useSocketConnect(() => {
    void queryClient.invalidateQueries({ queryKey: chatHistoryQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: chatRainQueryOptions().queryKey });
  });

  return { onlineCount };
}
