import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchWithdrawalRequest, PatchWithdrawalResponse, WithdrawalDecision } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { adminApi } from './admin-api';
import { adminStatsQueryOptions } from './get-admin-stats';
import { adminWithdrawalsQueryKeyRoot } from './get-admin-withdrawals';

/** The notes the panel sends, fixed by the spec (section 7). */
export const ADMIN_NOTES: Record<WithdrawalDecision, string> = { approved: 'Approved by admin', rejected: 'Rejected by admin' };

export interface ReviewWithdrawalInput {
  id: string;
  status: WithdrawalDecision;
}

/** PATCH /api/admin/withdrawal/{id} {status, adminNotes} -> {withdrawal, actionId}. */
export function reviewWithdrawal({ id, status }: ReviewWithdrawalInput): Promise<PatchWithdrawalResponse> {
  const body: PatchWithdrawalRequest = { status, adminNotes: ADMIN_NOTES[status] };
  return adminApi.patch<PatchWithdrawalResponse>(`/api/admin/withdrawal/${encodeURIComponent(id)}`, body);
}

export function useReviewWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewWithdrawal,
    onSuccess: (_answer, { status }) => {
      void queryClient.invalidateQueries({ queryKey: adminWithdrawalsQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryOptions().queryKey });
      toast({ title: 'Withdrawal Updated', description: `Withdrawal ${status}` });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to update withdrawal'), variant: 'destructive' }),
  });
}
