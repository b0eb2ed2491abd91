import type { QueryClient } from '@tanstack/react-query';
import { automatedWithdrawalHistoryQueryOptions } from '@/features/withdrawal-history/api/get-automated-withdrawal-history';
import { withdrawalHistoryQueryOptions } from '@/features/withdrawal-history/api/get-withdrawal-history';
import { withdrawalLimitsQueryOptions } from './get-withdrawal-limits';

/**
 * What a withdrawal changing (the player's request, accepted or refused; an admin's decision, told live)
 * changes on the withdraw page besides the balance: the limits, whose `withdrawnToday` grows with an
 * accepted request and shrinks when one is rejected or fails (the form checks the next amount against it),
 * and which an admin may have changed when the wallet refused; and both histories.
 */
export function invalidateWithdrawalViews(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: withdrawalLimitsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: withdrawalHistoryQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: automatedWithdrawalHistoryQueryOptions().queryKey }),
  ]).then(() => undefined);
}
