import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from '../../src/app/query-client';
import { currentUserQueryOptions } from '../../src/features/auth/api/get-current-user';
import { gameStatsQueryOptions } from '../../src/features/games/api/get-game-stats';
import { invalidateAfterStake } from '../../src/features/games/api/stake-taken';

// A stateful round (blackjack's deal, double and split, live crash's start) takes its stake before it ends:
// the navbar balance must drop by it then, not when the round is over; the round's stats wait for its end.

let serverPoints = 1000;

beforeEach(() => {
  serverPoints = 1000;
  vi.stubGlobal('fetch', async (url: string) => {
    const body = url.includes('/api/auth/user') ? { id: 'u1', username: 'gil', points: serverPoints } : { gamesPlayed: 0 };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a stake taken by a round still in play', () => {
  it('makes the navbar read the balance again, without the stake', async () => {
    const client = createQueryClient();
    await client.fetchQuery(currentUserQueryOptions());
    await client.fetchQuery(gameStatsQueryOptions());

    serverPoints = 980; // blackjack: Deal with 20
    invalidateAfterStake(client);

    // the navbar's query, mounted as useQuery mounts it
    const navbar = new QueryObserver(client, currentUserQueryOptions());
    const leave = navbar.subscribe(() => {});
    await vi.waitFor(() => expect(navbar.getCurrentResult().data?.points).toBe(980));
    leave();
    // the round is not over: its stats are not refetched yet
    expect(client.getQueryState(gameStatsQueryOptions().queryKey)?.isInvalidated).toBe(false);
  });
});
