import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostBanUserResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { adminApi } from './admin-api';
import { adminUsersQueryKeyRoot } from './get-admin-users';

export interface BanUserInput {
  userId: string;
  reason: string;
}

/** POST /api/admin/users/{id}/ban {reason} -> {user, actionId}. */
export function banUser({ userId, reason }: BanUserInput): Promise<PostBanUserResponse> {
  return adminApi.post<PostBanUserResponse>(`/api/admin/users/${encodeURIComponent(userId)}/ban`, { reason });
}

export function useBanUser(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banUser,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryKeyRoot });
      toast({ title: 'User Banned', description: `${answer.user.username} is banned.` });
      options.onSuccess?.();
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to ban user'), variant: 'destructive' }),
  });
}
