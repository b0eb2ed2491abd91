import type { QueryClient } from '@tanstack/react-query';
import { adminStatsQueryOptions } from './get-admin-stats';
import { adminUsersQueryKeyRoot } from './get-admin-users';
import { adminWithdrawalsQueryKeyRoot } from './get-admin-withdrawals';

/**
 * What an admin's move on a withdrawal (approve, reject, mark paid, mark failed) changes in the panel:
 * the withdrawal's status in every list page and filter, the pending count, and the player's points in
 * the Users tab, since a rejection or a failure gives the held points back.
 */
export function invalidateAfterWithdrawalReview(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: adminWithdrawalsQueryKeyRoot });
  void queryClient.invalidateQueries({ queryKey: adminStatsQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: adminUsersQueryKeyRoot });
}
