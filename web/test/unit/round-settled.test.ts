import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from '../../src/app/query-client';
import { fairnessQueryOptions } from '../../src/features/fairness/api/get-fairness';
import { fairnessRoundQueryOptions } from '../../src/features/fairness/api/get-fairness-round';
import { invalidateAfterRound } from '../../src/features/games/api/round-settled';

// Each round uses up a nonce of the player's seed pair. The fairness page, opened after playing, must show
// the next nonce, not the one cached on an earlier visit (the app's queries never go stale by themselves).

let serverNonce = 0;

beforeEach(() => {
  serverNonce = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    const body = url.includes('/rounds/') ? { roundId: 'r1' } : { serverSeedHash: 'hash', clientSeed: 'seed', nonce: serverNonce };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a settled round', () => {
  it('makes the fairness page read the seed pair again, with its next nonce', async () => {
    const client = createQueryClient();
    await client.fetchQuery(fairnessQueryOptions());

    serverNonce = 1; // a round was played
    invalidateAfterRound(client);

    // the fairness page mounts its query the way useQuery does
    const page = new QueryObserver(client, fairnessQueryOptions());
    const leave = page.subscribe(() => {});
    await vi.waitFor(() => expect(page.getCurrentResult().data?.nonce).toBe(1));
    leave();
  });

  it('leaves a verified round alone: its stored seeds and outcome did not change', async () => {
    const client = createQueryClient();
    await client.fetchQuery(fairnessRoundQueryOptions('r1'));
    invalidateAfterRound(client);
    expect(client.getQueryState(fairnessRoundQueryOptions('r1').queryKey)?.isInvalidated).toBe(false);
  });
});
