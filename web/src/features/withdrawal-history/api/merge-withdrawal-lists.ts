import type { WithdrawalEntry } from '@app/contracts';
import { mergeWithdrawalPages, type HistoryFailure } from './merge-withdrawal-pages';

export type { HistoryFailure };

interface ListAnswer {
  data: readonly WithdrawalEntry[] | undefined;
  isError: boolean;
}

/** The newest withdrawals of the manual and Robux histories (one answer each) as one list, and whether either could not be loaded. */
export function mergeWithdrawalLists(manual: ListAnswer, robux: ListAnswer): { entries: WithdrawalEntry[]; failed: HistoryFailure } {
  const source = (answer: ListAnswer) => ({ rows: answer.data ?? [], hasMore: false, failed: answer.isError });
  const { entries, failed } = mergeWithdrawalPages(source(manual), source(robux));
  return { entries, failed };
}
