import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GetNotificationsResponse, PostNotificationReadResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { api, errorMessage } from '@/lib/api-client';
import { notificationsQueryOptions } from './get-notifications';

/** POST /api/notifications/:id/read (empty body). */
export function markNotificationRead(id: string): Promise<PostNotificationReadResponse> {
  return api.post<PostNotificationReadResponse>(`/api/notifications/${encodeURIComponent(id)}/read`);
}

function markedRead(data: GetNotificationsResponse | undefined, id: string): GetNotificationsResponse | undefined {
  if (!data) return data;
  const target = data.notifications.find((n) => n.id === id);
  if (!target || target.isRead) return data;
  return {
    notifications: data.notifications.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
    unreadCount: Math.max(0, data.unreadCount - 1),
  };
}

/** Marks one notification read at once on screen, then confirms with the server's list. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => queryClient.setQueryData(queryKey, (data) => markedRead(data, id)),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Could not mark the notification as read'), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
