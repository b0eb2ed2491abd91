import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostUnbanUserResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { adminApi } from './admin-api';
import { adminUsersQueryKeyRoot } from './get-admin-users';

/** POST /api/admin/users/{id}/unban (no body) -> {user, actionId}. */
export function unbanUser(userId: string): Promise<PostUnbanUserResponse> {
  return adminApi.post<PostUnbanUserResponse>(`/api/admin/users/${encodeURIComponent(userId)}/unban`);
}

export function useUnbanUser(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbanUser,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryKeyRoot });
      toast({ title: 'User Unbanned', description: `${answer.user.username} can sign in again.` });
      options.onSuccess?.();
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to unban user'), variant: 'destructive' }),
  });
}
