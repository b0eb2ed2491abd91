import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NotificationPayload } from '@app/contracts';
import { useSocketConnect } from '@/features/socket/use-socket-connect';
import { useSocketEvent } from '@/features/socket/use-socket-event';
import { notificationsQueryOptions } from '../api/get-notifications';
import { invalidateAfterNotification } from '../api/invalidate-after-notification';
import { bigWinGate } from './big-win-gate';
import { LIVE_NOTIFICATION_MS, pushLive, toLiveNotification, type LiveNotification } from './live-notification';

/**
 * The live notification toasts fed by the `notification` socket event: newest first, at most 5, each
 * removed after 10 s. Each event also refreshes what it reports changed (see invalidateAfterNotification).
 */
export function useLiveNotifications(): { items: LiveNotification[]; dismiss: (localId: number) => void } {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<LiveNotification[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((localId: number) => {
    const timer = timers.current.get(localId);
    if (timer) clearTimeout(timer);
    timers.current.delete(localId);
    setItems((list) => list.filter((item) => item.localId !== localId));
  }, []);

  // notifications pushed while the socket was down: the bell reads them again on reconnect
  useSocketConnect(() => void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }));
  // read in another tab or on another device: this bell's unread count follows now, not at its next 30 s poll
  useSocketEvent('notifications_read', () => void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }));

  useSocketEvent('notification', (payload: NotificationPayload) => {
    const show = () => {
      const item = toLiveNotification(payload);
      setItems((list) => pushLive(list, item));
      timers.current.set(item.localId, setTimeout(() => dismiss(item.localId), LIVE_NOTIFICATION_MS));
      invalidateAfterNotification(queryClient, payload);
    };
    // a big win (toast and bell count alike) waits until the game has shown the outcome it gives away
    if (payload.type === 'big_win') bigWinGate.hold(show);
    else show();
  });

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return { items, dismiss };
}
