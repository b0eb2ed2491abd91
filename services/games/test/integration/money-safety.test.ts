import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlackjackRound, CrashLiveRound, GameResult, GetGameStatsResponse, MinesRound } from '@app/contracts';
import { startHarness, type Harness } from './support/harness.js';
import { minesRoundWithOneSafeTile } from './support/play.js';

describe('money safety', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('a bad stake is a 400 naming the field, and nothing moves', () => {
    const cases: [string, unknown][] = [
      ['0', 0],
      ['-5', -5],
      ['1.5', 1.5],
      ["'abc'", 'abc'],
    ];
    it.each(cases)('betAmount %s', async (_label, betAmount) => {
      const user = await h.player(100);
      for (const [path, body] of [
        ['/api/games/dice', { betAmount, prediction: 'over' }],
        ['/api/games/mines/start', { betAmount, mineCount: 3 }],
        ['/api/games/blackjack/start', { betAmount }],
        ['/api/games/crash', { betAmount, cashOutMultiplier: 2 }],
      ] as const) {
        const r = await h.call<{ code: string; field: string }>('POST', path, user, body);
        expect(r.status, path).toBe(400);
        expect(r.body.field).toBe('betAmount');
      }
      expect(await h.balance(user)).toBe(100);
      expect((await h.call<{ nonce: number }>('GET', '/api/games/fairness', user)).body.nonce).toBe(0);
    });

    it('a stake above the balance answers 400 Insufficient points, uses no nonce and records no round', async () => {
      const user = await h.player(100);
      for (const [path, body] of [
        ['/api/games/dice', { betAmount: 101, prediction: 'over' }],
        ['/api/games/slots', { betAmount: 500 }],
        ['/api/games/mines/start', { betAmount: 101, mineCount: 3 }],
        ['/api/games/blackjack/start', { betAmount: 1000 }],
        ['/api/games/crash/live/start', { betAmount: 101 }],
        ['/api/games/roulette', { bets: [{ type: 'red', amount: 60 }, { type: 'black', amount: 60 }], totalBet: 120 }],
      ] as const) {
        const r = await h.call<{ message: string }>('POST', path, user, body);
        expect(r.status, path).toBe(400);
        expect(r.body.message).toBe('Insufficient points');
      }
      expect(await h.balance(user)).toBe(100);
      expect((await h.call<{ nonce: number }>('GET', '/api/games/fairness', user)).body.nonce).toBe(0);
      expect((await h.call<GameResult[]>('GET', '/api/games/history', user)).body).toEqual([]);
      expect((await h.call<{ round: unknown }>('GET', '/api/games/mines/active', user)).body.round).toBeNull();
    });

    it('a roulette total that is not the sum of the bets, or an invalid split, is a 400 naming it', async () => {
      const user = await h.player(100);
      const wrongTotal = await h.call<{ field: string }>('POST', '/api/games/roulette', user, { bets: [{ type: 'red', amount: 10 }], totalBet: 5 });
      expect([wrongTotal.status, wrongTotal.body.field]).toEqual([400, 'totalBet']);
      const badSplit = await h.call<{ field: string }>('POST', '/api/games/roulette', user, { bets: [{ type: 'split', numbers: [1, 5], amount: 10 }], totalBet: 10 });
      expect([badSplit.status, badSplit.body.field]).toEqual([400, 'bets.0.numbers']);
      expect(await h.balance(user)).toBe(100);
    });
  });

  it('40 concurrent bets from one player never overdraw, and every accepted bet is accounted for once', async () => {
    const user = await h.player(100);
    const answers = await Promise.all(Array.from({ length: 40 }, () => h.call<{ winAmount: number; nonce: number; message?: string }>('POST', '/api/games/dice', user, { betAmount: 10, prediction: 'over' })));
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    for (const r of refused) expect([r.status, r.body.message]).toEqual([400, 'Insufficient points']);
    expect(accepted.length).toBeGreaterThanOrEqual(10);
    const balance = await h.balance(user);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(100 + accepted.reduce((s, a) => s + a.body.winAmount - 10, 0));
    expect(new Set(accepted.map((a) => a.body.nonce)).size).toBe(accepted.length);
    const stats = (await h.call<GetGameStatsResponse>('GET', '/api/games/stats', user)).body;
    expect(stats).toMatchObject({ gamesPlayed: accepted.length, totalWagered: 10 * accepted.length, netProfit: balance - 100 });
  });

  it("another player's round is not found (404) for every action and for verification", async () => {
    const owner = await h.player(1000);
    const intruder = await h.player(1000);
    const mines = await minesRoundWithOneSafeTile(h, owner);
    const bj = (await h.call<BlackjackRound>('POST', '/api/games/blackjack/start', owner, { betAmount: 10 })).body;
    const crash = (await h.call<CrashLiveRound & { roundId: string }>('POST', '/api/games/crash/live/start', owner, { betAmount: 10 })).body;
    const attempts: [string, string, unknown][] = [
      ['POST', '/api/games/mines/reveal', { tileIndex: 3, roundId: mines.roundId }],
      ['POST', '/api/games/mines/cashout', { roundId: mines.roundId }],
      ['POST', '/api/games/blackjack/hit', { roundId: bj.roundId }],
      ['POST', '/api/games/blackjack/double', { roundId: bj.roundId }],
      ['POST', '/api/games/blackjack/result', { roundId: bj.roundId }],
      ['POST', '/api/games/crash/live/cashout', { roundId: crash.roundId }],
      ['GET', `/api/games/crash/live/${crash.roundId}`, undefined],
      ['GET', `/api/games/fairness/rounds/${mines.roundId}`, undefined],
    ];
    for (const [method, path, body] of attempts) expect((await h.call(method as 'GET', path, intruder, body)).status, path).toBe(404);
    const before = await h.balance(intruder);
    expect((await h.call<{ round: MinesRound | null }>('GET', '/api/games/mines/active', owner)).body.round?.revealedTiles).toEqual([12]);
    expect(await h.balance(intruder)).toBe(before);
  });

  it('a finished round accepts no more actions (409)', async () => {
    const user = await h.player(1000);
    const mines = await minesRoundWithOneSafeTile(h, user);
    expect((await h.call('POST', '/api/games/mines/cashout', user, { roundId: mines.roundId })).status).toBe(200);
    expect((await h.call('POST', '/api/games/mines/reveal', user, { roundId: mines.roundId, tileIndex: 0 })).status).toBe(409);
    expect((await h.call('POST', '/api/games/mines/cashout', user, { roundId: mines.roundId })).status).toBe(409);

    const bj = (await h.call<BlackjackRound>('POST', '/api/games/blackjack/start', user, { betAmount: 10 })).body;
    if (!bj.gameOver) expect((await h.call('POST', '/api/games/blackjack/stand', user, { roundId: bj.roundId })).status).toBe(200);
    for (const action of ['hit', 'stand', 'double']) expect((await h.call('POST', `/api/games/blackjack/${action}`, user, { roundId: bj.roundId })).status, action).toBe(409);
  });

  it('concurrent mines cash-outs pay once', async () => {
    const user = await h.player(1000);
    const mines = await minesRoundWithOneSafeTile(h, user, 100);
    const before = await h.balance(user);
    const answers = await Promise.all(Array.from({ length: 8 }, () => h.call<MinesRound>('POST', '/api/games/mines/cashout', user, { roundId: mines.roundId })));
    const paid = answers.filter((a) => a.status === 200);
    expect(paid).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect(paid[0]!.body.winnings).toBe(Math.floor(100 * mines.currentMultiplier));
    expect(await h.balance(user)).toBe(before + paid[0]!.body.winnings);
  });

  it('concurrent live crash cash-outs pay once', async () => {
    const user = await h.player(1000);
    for (let attempt = 0; attempt < 20; attempt++) {
      const start = (await h.call<CrashLiveRound & { roundId: string }>('POST', '/api/games/crash/live/start', user, { betAmount: 100 })).body;
      h.clock.advance(20); // 1.01x
      const before = await h.balance(user);
      const answers = await Promise.all(Array.from({ length: 8 }, () => h.call<CrashLiveRound>('POST', '/api/games/crash/live/cashout', user, { roundId: start.roundId })));
      const ok = answers.filter((a) => a.status === 200);
      expect(ok).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
      if (ok[0]!.body.status === 'crashed') continue; // crash point 1.00: try again
      const paid = ok[0]!.body;
      expect(paid.status).toBe('cashed_out');
      expect(paid.cashOutMultiplier).toBeGreaterThanOrEqual(1.01);
      expect(paid.winnings).toBe(Math.floor(100 * paid.cashOutMultiplier! + 1e-9));
      expect(await h.balance(user)).toBe(before + paid.winnings);
      return;
    }
    throw new Error('every round crashed at 1.00');
  });

  it('a double takes the second stake once; without the points it is refused and the round goes on', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      // a new player of 15 points each time: after the stake, 5 are left, short of the double's 10 (a hand
      // ended by a natural would change that, so it is not played on)
      const user = await h.player(15);
      const bj = (await h.call<BlackjackRound>('POST', '/api/games/blackjack/start', user, { betAmount: 10 })).body;
      if (bj.gameOver) continue;
      expect(await h.balance(user)).toBe(5);
      const refused = await h.call<{ message: string }>('POST', '/api/games/blackjack/double', user, { roundId: bj.roundId });
      expect([refused.status, refused.body.message]).toEqual([400, 'Insufficient points']);
      const balance = await h.balance(user);
      const stood = await h.call<BlackjackRound>('POST', '/api/games/blackjack/stand', user, { roundId: bj.roundId });
      expect(stood.status).toBe(200);
      expect(await h.balance(user)).toBe(balance + stood.body.winnings);
      return;
    }
    throw new Error('twenty naturals in a row');
  });
});
