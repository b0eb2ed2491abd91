import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from '../../src/app/query-client';
import { dailyBonusStatusQueryOptions } from '../../src/features/daily-bonus/api/get-daily-bonus-status';
import { firstRecheck, followingRecheck, recheckAfterUtcMidnight, recheckTime, RECHECK_OFFSETS_MS } from '../../src/features/daily-bonus/components/recheck-after-midnight';

// The daily bonus card, once today's bonus is claimed, asks the server again after UTC midnight (through
// its query's refetch, as here) and keeps asking a few times while the server still says "claimed": the
// card must not be left on "Bonus Claimed Today" for a day because it asked a moment too early.

const MIDNIGHT = Date.UTC(2026, 2, 10);
let serverLagMs = 0;
const asked: number[] = [];

beforeEach(() => {
  asked.length = 0;
  serverLagMs = 0;
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  // The server opens the next bonus at its own midnight; its clock may run `serverLagMs` behind the browser's.
  vi.stubGlobal('fetch', async () => {
    asked.push(Date.now());
    const canClaim = Date.now() - serverLagMs >= MIDNIGHT;
    return new Response(JSON.stringify({ canClaim, timeUntilNext: 0, streak: 3, nextBonus: 40, lastDailyBonus: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The card as mounted at `at`: its status query observed, and the rechecks running while it says claimed. */
async function openCardAt(at: number) {
  vi.setSystemTime(at);
  const client = createQueryClient();
  const observer = new QueryObserver(client, dailyBonusStatusQueryOptions());
  const unsubscribe = observer.subscribe(() => {});
  await vi.advanceTimersByTimeAsync(0);
  const stop = recheckAfterUtcMidnight(async () => (await observer.refetch()).data?.canClaim === true);
  const canClaim = () => observer.getCurrentResult().data?.canClaim;
  const close = () => {
    stop();
    unsubscribe();
  };
  return { canClaim, close };
}

describe('the daily bonus card asks the server again after UTC midnight', () => {
  it('shows the bonus open shortly after midnight when it was opened a second before it', async () => {
    const card = await openCardAt(MIDNIGHT - 1_000);
    expect(card.canClaim()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000 + RECHECK_OFFSETS_MS[0]!);
    expect(card.canClaim()).toBe(true);
    card.close();
  });

  it('asks again while the server, behind the browser clock, still says claimed, then stops asking', async () => {
    serverLagMs = 20_000;
    const card = await openCardAt(MIDNIGHT - 60_000);
    await vi.advanceTimersByTimeAsync(60_000 + 30_000);
    expect(card.canClaim()).toBe(true);
    expect(asked.map((at) => at - MIDNIGHT)).toEqual([-60_000, 2_000, 10_000, 30_000]);

    await vi.advanceTimersByTimeAsync(2 * 86_400_000);
    expect(asked).toHaveLength(4);
    card.close();
  });

  it('does not ask again before midnight, and stops once closed', async () => {
    const card = await openCardAt(MIDNIGHT - 3_600_000);
    await vi.advanceTimersByTimeAsync(3_600_000 - 1);
    expect(asked).toHaveLength(1);
    card.close();
    await vi.advanceTimersByTimeAsync(86_400_000);
    expect(asked).toHaveLength(1);
  });
});

describe('the recheck plan', () => {
  it('after the last offset, waits for the next midnight', () => {
    const last = { midnight: MIDNIGHT, attempt: RECHECK_OFFSETS_MS.length - 1 };
    expect(followingRecheck(last)).toEqual({ midnight: MIDNIGHT + 86_400_000, attempt: 0 });
  });

  it('counts a midnight that passed moments ago, for a status read from a server a little behind', () => {
    expect(recheckTime(firstRecheck(MIDNIGHT + 5_000))).toBe(MIDNIGHT + 10_000);
    expect(recheckTime(firstRecheck(MIDNIGHT + 400_000))).toBe(MIDNIGHT + 86_400_000 + RECHECK_OFFSETS_MS[0]!);
    expect(recheckTime(firstRecheck(MIDNIGHT - 1))).toBe(MIDNIGHT + RECHECK_OFFSETS_MS[0]!);
  });
});
