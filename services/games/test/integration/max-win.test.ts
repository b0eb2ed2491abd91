import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CrashLiveRound, GameResult, GetHouseEdgesResponse, MinesRound } from '@app/contracts';
import { eventually, startHarness, type Harness } from './support/harness.js';

/**
 * The most one round may pay (setting games_max_win, default 100,000,000 points): payouts are int4 columns,
 * so a bet that could win more is refused before anything is drawn, and a live crash bet is cashed out by
 * the server where its payout reaches the limit.
 */
describe('max win per round', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });
  const limits = async () => (await h.call<GetHouseEdgesResponse>('GET', '/api/games/house-edges', null)).body;
  const setMaxWin = async (value: number | null) => {
    if (value === null) await h.infra.bus.kv.delete('games_max_win');
    else await h.infra.bus.kv.put('games_max_win', String(value));
    await eventually(async () => (await limits()).maxWin === (value ?? 100_000_000));
  };
  afterEach(async () => {
    await setMaxWin(null);
  });
  const tenPicks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

  it('a keno bet whose top prize would pass the max win is refused with 400 on betAmount; balance, nonce and history are untouched', async () => {
    const user = await h.player(20_000);
    expect(await limits()).toMatchObject({ maxBet: 1_000_000, maxWin: 100_000_000 });
    // 10 of 10 pays 10,000x: 10,001 points could win 100,010,000; the audit's 214,749 could win 2,147,490,000 (past int4)
    for (const [betAmount, most] of [
      [10_001, '100,010,000'],
      [214_749, '2,147,490,000'],
    ] as const) {
      const r = await h.call<{ code: string; field: string; message: string }>('POST', '/api/games/keno', user, { betAmount, selectedNumbers: tenPicks });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'betAmount',
        message: `betAmount: this bet can win up to ${most} points, more than the 100,000,000 one round may pay; bet at most 10,000 points`,
      });
    }
    expect(await h.balance(user)).toBe(20_000);
    expect((await h.call<{ nonce: number }>('GET', '/api/games/fairness', user)).body.nonce).toBe(0);
    expect((await h.call<GameResult[]>('GET', '/api/games/history', user)).body).toEqual([]);

    const accepted = await h.call<{ nonce: number }>('POST', '/api/games/keno', user, { betAmount: 10_000, selectedNumbers: tenPicks });
    expect(accepted.status).toBe(200);
    expect(accepted.body.nonce).toBe(0);
  });

  it('an admin change of games_max_win applies to every game at once, on the exact payout each would make', async () => {
    const user = await h.player(10_000);
    await setMaxWin(100);
    expect((await limits()).maxWin).toBe(100);
    const cases: [string, unknown, string, number][] = [
      ['/api/games/dice', { betAmount: 56, prediction: 'over' }, 'betAmount', 200], // floor(56 × 1.8) = 100
      ['/api/games/dice', { betAmount: 57, prediction: 'over' }, 'betAmount', 400], // 102
      ['/api/games/keno', { betAmount: 1, selectedNumbers: tenPicks }, 'betAmount', 400], // 10,000
      ['/api/games/keno', { betAmount: 26, selectedNumbers: [7] }, 'betAmount', 200], // 3.8x: 98
      ['/api/games/roulette', { bets: [{ type: 'straight', numbers: [17], amount: 3 }], totalBet: 3 }, 'totalBet', 400], // 108
      ['/api/games/roulette', { bets: [{ type: 'red', amount: 50 }], totalBet: 50 }, 'totalBet', 200], // 100
      ['/api/games/baccarat', { bets: { tie: 11 } }, 'bets', 400], // 110
      ['/api/games/plinko', { betAmount: 1, rows: 16, risk: 'high' }, 'betAmount', 400], // 1,000
      ['/api/games/slots', { betAmount: 3 }, 'betAmount', 400], // 150
      ['/api/games/wheel', { betAmount: 34 }, 'betAmount', 400], // 102
      ['/api/games/crash', { betAmount: 51, cashOutMultiplier: 2 }, 'betAmount', 400], // 102
      ['/api/games/blackjack/start', { betAmount: 13 }, 'betAmount', 400], // split and double twice: 104
      ['/api/games/crash/live/start', { betAmount: 51, autoCashOut: 2 }, 'betAmount', 400], // 102
      ['/api/games/crash/live/start', { betAmount: 100 }, 'betAmount', 400], // even 1.01x pays 101
    ];
    for (const [path, body, field, status] of cases) {
      const r = await h.call<{ field?: string; message?: string }>('POST', path, user, body);
      expect([r.status, r.body.message], `${path} ${JSON.stringify(body)}`).toEqual([status, status === 400 ? expect.stringMatching(/more than the 100 one round may pay/) : undefined]);
      if (status === 400) expect(r.body.field).toBe(field);
    }
    expect((await h.call<GameResult[]>('GET', '/api/games/history', user)).body).toHaveLength(3);

    await setMaxWin(null);
    expect((await h.call('POST', '/api/games/keno', user, { betAmount: 1, selectedNumbers: tenPicks })).status).toBe(200);
  });

  it('mines: any stake may start, and the reveal whose payout reaches the max win cashes the round out at it', async () => {
    const user = await h.player(1000);
    // a cleared board of 10 mines pays 3,170,697x: refusing on it would refuse every stake above 31 points
    await setMaxWin(60);
    const start = await h.call<MinesRound>('POST', '/api/games/mines/start', user, { betAmount: 50, mineCount: 3 });
    expect(start.status).toBe(200);
    const [row] = await h.sql<{ state: { mines: number[] } }>(`SELECT "state" FROM "games"."rounds" WHERE "id" = $1::uuid`, [start.body.roundId]);
    const safe = Array.from({ length: 25 }, (_, t) => t).filter((t) => !row!.state.mines.includes(t));
    const reveal = (tileIndex: number) => h.call<MinesRound>('POST', '/api/games/mines/reveal', user, { roundId: start.body.roundId, tileIndex });
    expect((await reveal(safe[0]!)).body).toMatchObject({ status: 'open', gameOver: false }); // 1.10x: 55
    expect((await reveal(safe[1]!)).body).toMatchObject({ status: 'cashed_out', gameOver: true, winnings: 60 }); // 1.26x would pay 63
    expect(await h.balance(user)).toBe(1000 - 50 + 60);
    const [last] = (await h.call<GameResult[]>('GET', '/api/games/history?game=mines', user)).body;
    expect(last).toMatchObject({ id: start.body.roundId, winAmount: 60 });
  });

  describe('live crash: the server cashes the bet out where its payout reaches the max win', () => {
    // 1,000 points with a max win of 2,500: the cap is 2.50x (P(crash ≥ 2.5) ≈ 0.38)
    const STAKE = 1000;
    const MAX_WIN = 2500;

    /** Starts rounds until one runs past 2.50x (20 s on the clock: 11x), settling each with `end`. */
    async function roundPastTheCap(user: string, end: (roundId: string) => Promise<CrashLiveRound>): Promise<{ ended: CrashLiveRound; before: number }> {
      await setMaxWin(MAX_WIN);
      for (let attempt = 0; attempt < 40; attempt++) {
        const before = await h.balance(user);
        const start = await h.call<CrashLiveRound & { roundId: string }>('POST', '/api/games/crash/live/start', user, { betAmount: STAKE });
        expect(start.status).toBe(200);
        expect(start.body).toMatchObject({ status: 'running', maxMultiplier: 2.5, autoCashOut: null });
        h.clock.advance(20_000);
        const ended = await end(start.body.roundId);
        if (ended.status === 'crashed') {
          expect(ended.crashPoint).toBeLessThan(2.5);
          continue;
        }
        return { ended, before };
      }
      throw new Error('no round reached 2.50x in 40 tries');
    }

    const expectCapped = async (user: string, ended: CrashLiveRound, before: number) => {
      expect(ended).toMatchObject({ status: 'cashed_out', cashOutMultiplier: 2.5, multiplier: 2.5, winnings: MAX_WIN });
      expect(ended.crashPoint).toBeGreaterThanOrEqual(2.5);
      expect(await h.balance(user)).toBe(before - STAKE + MAX_WIN);
      const [last] = (await h.call<GameResult[]>('GET', '/api/games/history?game=crash', user)).body;
      expect(last).toMatchObject({ id: ended.roundId, winAmount: MAX_WIN, multiplier: '2.50' });
    };

    it('the player watching sees it cashed out at the cap', async () => {
      const user = await h.player(100_000);
      const { ended, before } = await roundPastTheCap(user, async (roundId) => (await h.call<CrashLiveRound>('GET', `/api/games/crash/live/${roundId}`, user)).body);
      await expectCapped(user, ended, before);
    });

    it('a cash-out by hand after the cap is paid the cap, not the multiplier of the moment', async () => {
      const user = await h.player(100_000);
      const { ended, before } = await roundPastTheCap(user, async (roundId) => {
        const r = await h.call<CrashLiveRound>('POST', '/api/games/crash/live/cashout', user, { roundId });
        expect(r.status).toBe(200);
        return r.body;
      });
      await expectCapped(user, ended, before);
    });

    it('a round nobody watches is settled at the cap by the timer', async () => {
      const user = await h.player(100_000);
      const { ended, before } = await roundPastTheCap(user, async (roundId) => {
        await h.games.timer.runOnce();
        const [round] = await h.sql<{ status: string }>(`SELECT "status" FROM "games"."rounds" WHERE "id" = $1::uuid`, [roundId]);
        expect(round!.status).not.toBe('open'); // settled by the timer, not by the GET below
        return (await h.call<CrashLiveRound>('GET', `/api/games/crash/live/${roundId}`, user)).body;
      });
      await expectCapped(user, ended, before);
    });
  });
});
