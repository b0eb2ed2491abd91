import type { WithdrawalEntry } from '@app/contracts';

interface ListAnswer {
  data: readonly WithdrawalEntry[] | undefined;
  isError: boolean;
}

/** Which of the two histories could not be loaded: a list missing one of them must say so, not pass for all. */
export type HistoryFailure = 'none' | 'some' | 'all';

/** The manual and Robux histories as one list, newest first, and whether either could not be loaded. */
export function mergeWithdrawalLists(manual: ListAnswer, robux: ListAnswer): { entries: WithdrawalEntry[]; failed: HistoryFailure } {
  const entries = [...(manual.data ?? []), ...(robux.data ?? [])].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const failures = Number(manual.isError) + Number(robux.isError);
  return { entries, failed: failures === 0 ? 'none' : failures === 2 ? 'all' : 'some' };
}
