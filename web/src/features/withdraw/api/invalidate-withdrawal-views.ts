import type { QueryClient } from '@tanstack/react-query';
import { withdrawalsQueryKeyRoot } from '@/features/withdrawal-history/api/withdrawals-query-key';
import { withdrawalLimitsQueryOptions } from './get-withdrawal-limits';

/**
 * What a withdrawal changing (the player's request, accepted or refused; an admin's decision, told live)
 * changes on the withdraw page besides the balance: the limits, whose `withdrawnToday` grows with an
 * accepted request and shrinks when one is rejected or fails (the form checks the next amount against it),
 * and which an admin may have changed when the wallet refused; both histories, and the history's totals.
 */
export function invalidateWithdrawalViews(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: withdrawalLimitsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: withdrawalsQueryKeyRoot }),
  ]).then(() => undefined);
}
