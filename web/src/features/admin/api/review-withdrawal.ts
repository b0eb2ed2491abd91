import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminWithdrawalMove, PatchWithdrawalRequest, PatchWithdrawalResponse, WithdrawalDecision } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { adminApi } from './admin-api';
import { invalidateAfterWithdrawalReview } from './invalidate-after-withdrawal-review';

/** The notes the panel sends with a decision, fixed by the spec (section 7). */
export const ADMIN_NOTES: Record<WithdrawalDecision, string> = { approved: 'Approved by admin', rejected: 'Rejected by admin' };

/**
 * Approve or reject a pending withdrawal; mark an approved one that an admin pays by hand paid (with the
 * payment's reference, optional) or failed (with the reason the player is shown, required).
 */
export type ReviewWithdrawalInput =
  | { id: string; status: WithdrawalDecision }
  | { id: string; status: 'completed'; paymentReference?: string }
  | { id: string; status: 'failed'; reason: string };

function requestBody(input: ReviewWithdrawalInput): PatchWithdrawalRequest {
  switch (input.status) {
    case 'completed':
      return input.paymentReference ? { status: 'completed', paymentReference: input.paymentReference } : { status: 'completed' };
    case 'failed':
      return { status: 'failed', adminNotes: input.reason };
    default:
      return { status: input.status, adminNotes: ADMIN_NOTES[input.status] };
  }
}

const UPDATED_TEXT: Record<AdminWithdrawalMove, string> = {
  approved: 'Withdrawal approved',
  rejected: 'Withdrawal rejected',
  completed: 'Withdrawal marked paid',
  failed: 'Withdrawal marked failed; the points were returned',
};

/** PATCH /api/admin/withdrawal/{id} {status, adminNotes, paymentReference} -> {withdrawal, actionId}. */
export function reviewWithdrawal(input: ReviewWithdrawalInput): Promise<PatchWithdrawalResponse> {
  return adminApi.patch<PatchWithdrawalResponse>(`/api/admin/withdrawal/${encodeURIComponent(input.id)}`, requestBody(input));
}

/**
 * `onStale`: the server refused because the withdrawal is no longer where the dialog saw it (409: another
 * admin, or the payout, moved it first); the dialog closes on the refreshed list.
 */
export function useReviewWithdrawal(options: { onSuccess?: () => void; onStale?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewWithdrawal,
    onSuccess: (_answer, { status }) => {
      invalidateAfterWithdrawalReview(queryClient);
      toast({ title: 'Withdrawal Updated', description: UPDATED_TEXT[status] });
      options.onSuccess?.();
    },
    onError: (error) => {
      // refused most often because another admin moved it first (409): show where it stands now
      invalidateAfterWithdrawalReview(queryClient);
      toast({ title: 'Error', description: errorMessage(error, 'Failed to update withdrawal'), variant: 'destructive' });
      if (isApiError(error) && error.status === 409) options.onStale?.();
    },
  });
}
