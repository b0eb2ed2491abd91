import { describe, expect, it } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import type { NotificationPayload } from '@app/contracts';
import { createQueryClient } from '../../src/app/query-client';
import { currentUserQueryOptions } from '../../src/features/auth/api/get-current-user';
import { notificationsQueryOptions } from '../../src/features/notifications/api/get-notifications';
import { invalidateAfterNotification } from '../../src/features/notifications/api/invalidate-after-notification';
import { withdrawalLimitsQueryOptions } from '../../src/features/withdraw/api/get-withdrawal-limits';
import { automatedWithdrawalHistoryQueryOptions } from '../../src/features/withdrawal-history/api/get-automated-withdrawal-history';
import { withdrawalHistoryQueryOptions } from '../../src/features/withdrawal-history/api/get-withdrawal-history';
import { withdrawalHistoryPagesQueryOptions } from '../../src/features/withdrawal-history/api/get-withdrawal-history-pages';
import { withdrawalSummaryQueryOptions } from '../../src/features/withdrawal-history/api/get-withdrawal-summary';

// A live `notification` event refreshes what it reports changed: always the bell's list; the balance when
// points moved (but not for a big win, which the game refreshes after its animation); and, for a
// withdrawal's new status, both withdrawal lists and the limits (what counts against today's limit).

const keys = {
  bell: notificationsQueryOptions().queryKey,
  balance: currentUserQueryOptions().queryKey,
  manualWithdrawals: withdrawalHistoryQueryOptions().queryKey,
  robuxWithdrawals: automatedWithdrawalHistoryQueryOptions().queryKey,
  // the Withdrawal History page's pages, under a filter
  manualWithdrawalPages: withdrawalHistoryPagesQueryOptions('manual', { status: 'failed', method: 'all', search: '' }).queryKey,
  robuxWithdrawalPages: withdrawalHistoryPagesQueryOptions('robux', { status: 'all', method: 'robux', search: 'abc' }).queryKey,
  withdrawalLimits: withdrawalLimitsQueryOptions().queryKey,
  withdrawalSummary: withdrawalSummaryQueryOptions().queryKey,
};

/** Which of `keys` a notification of this kind leaves marked for refetching. */
function refreshedBy(payload: Partial<NotificationPayload>): string[] {
  const client = createQueryClient();
  for (const key of Object.values(keys)) client.setQueryData(key as QueryKey, {});
  invalidateAfterNotification(client, { id: 'n1', title: 't', message: 'm', createdAt: new Date(0).toISOString(), type: 'general', ...payload });
  return Object.entries(keys)
    .filter(([, key]) => client.getQueryState(key as QueryKey)?.isInvalidated)
    .map(([name]) => name);
}

describe('a live notification refreshes what it reports changed', () => {
  it("a withdrawal's new status: the bell, the balance, both withdrawal lists, the history's totals and today's withdrawn total", () => {
    expect(refreshedBy({ type: 'withdrawal', amount: 500 })).toEqual(['bell', 'balance', 'manualWithdrawals', 'robuxWithdrawals', 'manualWithdrawalPages', 'robuxWithdrawalPages', 'withdrawalLimits', 'withdrawalSummary']);
  });

  it('a rain share: the bell and the balance', () => {
    expect(refreshedBy({ type: 'rain', amount: 20 })).toEqual(['bell', 'balance']);
  });

  it('a big win: the bell only (the game refreshes the balance after its animation)', () => {
    expect(refreshedBy({ type: 'big_win', amount: 1_500 })).toEqual(['bell']);
  });
});
