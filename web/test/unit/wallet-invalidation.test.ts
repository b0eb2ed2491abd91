import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../src/app/query-client';
import { currentUserQueryOptions } from '../../src/features/auth/api/get-current-user';
import { leaderboardQueryOptions } from '../../src/features/leaderboard/api/get-leaderboard';
import { invalidateWallet } from '../../src/features/transactions/api/use-invalidate-wallet';

// Found on the dashboard: after claiming a challenge the navigation bar said 3,876 points while the Top
// Players card beside it still listed the player at 3,776, until its 60-second poll. What moves the
// player's points (a claim, a withdrawal) now asks for the ranking again too.
describe('after the player moves points', () => {
  it('refetches the leaderboard along with the balance', async () => {
    const client = createQueryClient();
    client.setQueryData(leaderboardQueryOptions().queryKey, { users: [], totalUsers: 0 });
    client.setQueryData(currentUserQueryOptions().queryKey, null);
    invalidateWallet(client);
    expect(client.getQueryState(currentUserQueryOptions().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(leaderboardQueryOptions().queryKey)?.isInvalidated).toBe(true);
  });
});
