import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostAdjustPointsRequest, PostAdjustPointsResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { currentUserQueryOptions } from '@/features/auth/api/get-current-user';
import { errorMessage } from '@/lib/api-client';
import { formatPoints } from '@/lib/format';
import { adminApi, adminQueryKeyRoot } from './admin-api';
import { adminUsersQueryKeyRoot } from './get-admin-users';

export interface AdjustPointsInput extends PostAdjustPointsRequest {
  userId: string;
  /** the same for a repeat of one adjustment (a second click after a timeout), so the server applies it once */
  requestKey: string;
}

/**
 * POST /api/admin/users/{id}/adjust-points {amount (± whole points, not 0), reason} -> {balance, actionId},
 * with an Idempotency-Key: a repeat with the same key is answered with the first adjustment.
 */
export function adjustUserPoints({ userId, amount, reason, requestKey }: AdjustPointsInput): Promise<PostAdjustPointsResponse> {
  return adminApi.post<PostAdjustPointsResponse>(`/api/admin/users/${encodeURIComponent(userId)}/adjust-points`, { amount, reason }, { headers: { 'Idempotency-Key': requestKey } });
}

export function useAdjustUserPoints(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustUserPoints,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: [...adminQueryKeyRoot, 'stats'] });
      // The admin may have adjusted their own balance, which the navbar shows.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
      toast({ title: 'Points Adjusted', description: `New balance: ${formatPoints(answer.balance)} points` });
      options.onSuccess?.();
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to adjust points'), variant: 'destructive' }),
  });
}
