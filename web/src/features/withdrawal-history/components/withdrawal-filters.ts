import { withdrawalStatusGroup, type WithdrawalEntry } from '@app/contracts';

export type StatusFilter = 'all' | 'pending' | 'completed' | 'failed';
export type MethodFilter = 'all' | 'robux' | 'crypto' | 'giftcard' | 'paypal' | 'zelle' | 'cashapp';

/** 'pending' also covers approved (accepted, not yet paid); 'failed' also covers rejected (points returned): the summary's grouping. */
export const statusGroup: (status: WithdrawalEntry['status']) => Exclude<StatusFilter, 'all'> = withdrawalStatusGroup;

/** The table cuts long ids and references short with "...": one copied from it is searched without that end. */
const CUT_SHORT = /(\.\.\.|…)$/;

export function filterWithdrawals(entries: readonly WithdrawalEntry[], status: StatusFilter, method: MethodFilter, search: string): WithdrawalEntry[] {
  const needle = search.trim().replace(CUT_SHORT, '').toLowerCase();
  return entries.filter(
    (w) =>
      (status === 'all' || statusGroup(w.status) === status) &&
      (method === 'all' || w.method === method) &&
      (!needle || w.id.toLowerCase().includes(needle) || (w.paymentReference ?? '').toLowerCase().includes(needle)),
  );
}
