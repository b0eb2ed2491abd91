import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostAdminVerifyEmailResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { adminApi } from './admin-api';
import { adminUsersQueryKeyRoot } from './get-admin-users';

/** POST /api/admin/users/{id}/verify-email (no body) -> {message, user, actionId}. */
export function verifyUserEmail(userId: string): Promise<PostAdminVerifyEmailResponse> {
  return adminApi.post<PostAdminVerifyEmailResponse>(`/api/admin/users/${encodeURIComponent(userId)}/verify-email`);
}

export function useVerifyUserEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyUserEmail,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryKeyRoot });
      toast({ title: 'Email Verified', description: answer.message });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to verify email'), variant: 'destructive' }),
  });
}
