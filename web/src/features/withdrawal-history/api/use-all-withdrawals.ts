import type { WithdrawalEntry } from '@app/contracts';
import { useAutomatedWithdrawalHistory } from './get-automated-withdrawal-history';
import { useWithdrawalHistory } from './get-withdrawal-history';
import { mergeWithdrawalLists, type HistoryFailure } from './merge-withdrawal-lists';

/** Both histories (manual and Robux) merged, newest first, with which of them could not be loaded. */
export function useAllWithdrawals(): { entries: WithdrawalEntry[]; isLoading: boolean; failed: HistoryFailure } {
  const manual = useWithdrawalHistory();
  const robux = useAutomatedWithdrawalHistory();
  return { ...mergeWithdrawalLists(manual, robux), isLoading: manual.isLoading || robux.isLoading };
}
