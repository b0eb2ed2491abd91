import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetNotificationsResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** Spec section 9: notifications are polled every 30 s (and refreshed on the `notification` socket event). */
const POLL_MS = 30_000;

/** GET /api/notifications: the caller's notifications, newest first, and how many are unread. */
export function getNotifications(): Promise<GetNotificationsResponse> {
  return api.get<GetNotificationsResponse>('/api/notifications');
}

export const notificationsQueryOptions = () => queryOptions({ queryKey: ['notifications'], queryFn: getNotifications, refetchInterval: POLL_MS });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
