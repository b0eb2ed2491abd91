import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostNotificationsReadAllResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { api, errorMessage } from '@/lib/api-client';
import { notificationsQueryOptions } from './get-notifications';

/** POST /api/notifications/read-all (empty body). */
export function markAllNotificationsRead(): Promise<PostNotificationsReadAllResponse> {
  return api.post<PostNotificationsReadAllResponse>('/api/notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () =>
      queryClient.setQueryData(queryKey, (data) => (data ? { notifications: data.notifications.map((n) => ({ ...n, isRead: true })), unreadCount: 0 } : data)),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Could not mark notifications as read'), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
