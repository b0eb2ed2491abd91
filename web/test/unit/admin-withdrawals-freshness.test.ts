import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createQueryClient } from '../../src/app/query-client';
import { adminActionsQueryOptions } from '../../src/features/admin/api/get-admin-actions';
import { adminSettingsQueryOptions } from '../../src/features/admin/api/get-admin-settings';
import { adminStatsQueryOptions } from '../../src/features/admin/api/get-admin-stats';
import { adminUsersQueryOptions } from '../../src/features/admin/api/get-admin-users';
import { ADMIN_WITHDRAWALS_POLL_MS, adminWithdrawalsQueryOptions, type AdminWithdrawalFilter } from '../../src/features/admin/api/get-admin-withdrawals';
import { invalidateAfterWithdrawalReview } from '../../src/features/admin/api/invalidate-after-withdrawal-review';

// The admin's Withdrawals list changes without the admin doing anything (a player asks, a Robux purchase
// finishes), so under the app's never-stale default it would keep showing the queue as it was when the
// tab first opened. And an admin's move on a withdrawal changes more than the list: a rejection or a
// failure gives the points back, which the Users tab shows.

const requested: string[] = [];
const withdrawalRequests = () => requested.filter((url) => url.startsWith('/api/admin/withdrawals'));

beforeEach(() => {
  requested.length = 0;
  vi.useFakeTimers();
  // The browser's fetch, answered here: the web app's one HTTP client calls it for every request.
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    return new Response(JSON.stringify({ withdrawals: [], total: 0, page: 1, pageSize: 20 }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** What useQuery does when the tab mounts: observe the list until the tab goes away. */
async function openTab(client: QueryClient, filter: AdminWithdrawalFilter = 'all') {
  const observer = new QueryObserver(client, adminWithdrawalsQueryOptions(1, filter));
  const close = observer.subscribe(() => {});
  await settle();
  return { observer, close };
}

/** Lets the requests started so far answer. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

describe('the admin Withdrawals list is never taken as current', () => {
  it('is asked for again each time the tab opens, even though it is cached', async () => {
    const client = createQueryClient();
    const first = await openTab(client);
    first.close();
    expect(withdrawalRequests()).toHaveLength(1);

    await openTab(client);
    expect(withdrawalRequests()).toHaveLength(2);
  });

  it('is asked for again when the admin goes back to a filter seen before', async () => {
    const client = createQueryClient();
    const { observer } = await openTab(client, 'all');
    observer.setOptions(adminWithdrawalsQueryOptions(1, 'pending'));
    await settle();
    observer.setOptions(adminWithdrawalsQueryOptions(1, 'all'));
    await settle();
    expect(withdrawalRequests()).toEqual([
      '/api/admin/withdrawals?page=1&pageSize=20',
      '/api/admin/withdrawals?page=1&pageSize=20&status=pending',
      '/api/admin/withdrawals?page=1&pageSize=20',
    ]);
  });

  // TanStack Query never polls outside a browser (no `window` here), so the option itself is what is checked.
  it('is polled while the tab is shown, as often as the stats card that counts the pending ones', () => {
    expect(adminWithdrawalsQueryOptions(1, 'all').refetchInterval).toBe(ADMIN_WITHDRAWALS_POLL_MS);
    expect(ADMIN_WITHDRAWALS_POLL_MS).toBe(adminStatsQueryOptions().refetchInterval);
  });
});

describe("an admin's move on a withdrawal refreshes what it changed", () => {
  const keys: Record<string, QueryKey> = {
    withdrawalsAll: adminWithdrawalsQueryOptions(1, 'all').queryKey,
    withdrawalsPendingPage2: adminWithdrawalsQueryOptions(2, 'pending').queryKey,
    stats: adminStatsQueryOptions().queryKey,
    users: adminUsersQueryOptions({ page: 1, search: '' }).queryKey,
    usersSearched: adminUsersQueryOptions({ page: 1, search: 'pia' }).queryKey,
    settings: adminSettingsQueryOptions().queryKey,
    auditLog: adminActionsQueryOptions(1).queryKey,
  };

  it("every withdrawals page and filter, the pending count and every users page (a refund moves the player's points)", () => {
    const client = createQueryClient();
    for (const key of Object.values(keys)) client.setQueryData(key, {});
    invalidateAfterWithdrawalReview(client);
    const refreshed = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(refreshed).toEqual(['withdrawalsAll', 'withdrawalsPendingPage2', 'stats', 'users', 'usersSearched']);
  });
});
