import type { WithdrawalEntry } from '@app/contracts';
import { useAutomatedWithdrawalHistory } from './get-automated-withdrawal-history';
import { useWithdrawalHistory } from './get-withdrawal-history';

/** Both histories (manual and Robux) merged, newest first. */
export function useAllWithdrawals(): { entries: WithdrawalEntry[]; isLoading: boolean; isError: boolean } {
  const manual = useWithdrawalHistory();
  const robux = useAutomatedWithdrawalHistory();
  const entries = [...(manual.data ?? []), ...(robux.data ?? [])].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return { entries, isLoading: manual.isLoading || robux.isLoading, isError: manual.isError && robux.isError };
}
