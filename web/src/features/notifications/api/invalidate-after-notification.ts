import type { QueryClient } from '@tanstack/react-query';
import type { NotificationPayload } from '@app/contracts';
import { currentUserQueryOptions } from '@/features/auth/api/get-current-user';
import { invalidateWithdrawalViews } from '@/features/withdraw/api/invalidate-withdrawal-views';
import { notificationsQueryOptions } from './get-notifications';

/** What a live `notification` event says has changed on the server: refetched now where shown, on next mount otherwise. */
export function invalidateAfterNotification(queryClient: QueryClient, payload: NotificationPayload): void {
  void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey });
  // A rain share or a withdrawal update moved points: refresh the navbar balance. Not for a big win: the
  // game refreshes it itself once its animation has shown the outcome.
  if (payload.amount !== undefined && payload.type !== 'big_win') void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
  // A withdrawal was approved, rejected or paid: its status changed in the withdrawal lists, and a rejected
  // or failed one no longer counts against today's limit.
  if (payload.type === 'withdrawal') void invalidateWithdrawalViews(queryClient);
}
