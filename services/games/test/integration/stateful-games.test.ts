import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlackjackRound, CrashLiveRound, GameResult, GetFairnessRoundResponse, MinesRound, PostBlackjackResultResponse } from '@app/contracts';
import { startHarness, type Harness } from './support/harness.js';
import { minesRoundWithOneSafeTile } from './support/play.js';
import { recompute } from './support/verify.js';

describe('stateful games keep their state on the server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('mines: the board stays secret while open; a second round cannot start; cash-out pays the shown multiplier', async () => {
    const user = await h.player(1000);
    const round = await minesRoundWithOneSafeTile(h, user, 50);
    expect(round).toMatchObject({ status: 'open', revealedMines: [], revealedTiles: [12], gameOver: false, currentMultiplier: 1.1 });
    const verification = (await h.call<GetFairnessRoundResponse>('GET', `/api/games/fairness/rounds/${round.roundId}`, user)).body;
    expect(verification.outcome).toBeNull();
    expect(JSON.stringify(verification)).not.toContain('mines":[');
    expect((await h.call('POST', '/api/games/mines/start', user, { betAmount: 10, mineCount: 3 })).status).toBe(409);
    expect((await h.call('POST', '/api/games/mines/reveal', user, { tileIndex: 12 })).status).toBe(409); // already revealed
    const before = await h.balance(user);
    const cashed = (await h.call<MinesRound>('POST', '/api/games/mines/cashout', user, {})).body;
    expect(cashed).toMatchObject({ status: 'cashed_out', gameOver: true, winnings: 55, currentMultiplier: 1.1 });
    expect(cashed.revealedMines).toHaveLength(3);
    expect(await h.balance(user)).toBe(before + 55);
    expect((await h.call<{ round: unknown }>('GET', '/api/games/mines/active', user)).body.round).toBeNull();
  });

  it('mines: a player cannot change seeds while a round is open (that would reveal the board)', async () => {
    const user = await h.player(1000);
    await minesRoundWithOneSafeTile(h, user);
    expect((await h.call('POST', '/api/games/fairness/rotate', user, {})).status).toBe(409);
    await h.call('POST', '/api/games/mines/cashout', user, {});
    expect((await h.call('POST', '/api/games/fairness/rotate', user, {})).status).toBe(200);
  });

  it('mines: revealing every safe tile cashes out by itself; hitting a mine pays nothing', async () => {
    const user = await h.player(100_000);
    const minesOf = async (roundId: string) => (await h.sql<{ state: { mines: number[] } }>('SELECT state FROM games.rounds WHERE id = $1', [roundId]))[0]!.state.mines;

    const clear = (await h.call<MinesRound>('POST', '/api/games/mines/start', user, { betAmount: 10, mineCount: 3 })).body;
    const mines = await minesOf(clear.roundId);
    const before = await h.balance(user);
    let last = clear;
    for (const tile of Array.from({ length: 25 }, (_, i) => i).filter((t) => !mines.includes(t))) last = (await h.call<MinesRound>('POST', '/api/games/mines/reveal', user, { tileIndex: tile })).body;
    // 22 safe tiles of 25 with 3 mines: 0.97 × C(25,22)/C(22,22) = 2231x
    expect(last).toMatchObject({ status: 'cashed_out', gameOver: true, currentMultiplier: 2231, winnings: 22_310, revealedMines: mines });
    expect(await h.balance(user)).toBe(before + 22_310);

    const bust = (await h.call<MinesRound>('POST', '/api/games/mines/start', user, { betAmount: 10, mineCount: 5 })).body;
    const bustMines = await minesOf(bust.roundId);
    const afterStake = await h.balance(user);
    const hit = (await h.call<MinesRound>('POST', '/api/games/mines/reveal', user, { tileIndex: bustMines[2] })).body;
    expect(hit).toMatchObject({ status: 'busted', hitMine: true, winnings: 0, currentMultiplier: 0, tileIndex: bustMines[2], revealedTiles: [] });
    expect([...hit.revealedMines].sort()).toEqual([...bustMines].sort());
    expect(await h.balance(user)).toBe(afterStake);
  });

  it('an open mines round survives a restart of the service and can be finished afterwards', async () => {
    const user = await h.player(1000);
    const round = await minesRoundWithOneSafeTile(h, user, 100);
    await h.restartGames();
    const active = (await h.call<{ round: MinesRound | null }>('GET', '/api/games/mines/active', user)).body.round;
    expect(active).toMatchObject({ roundId: round.roundId, status: 'open', revealedTiles: [12] });
    const before = await h.balance(user);
    const cashed = await h.call<MinesRound>('POST', '/api/games/mines/cashout', user, { roundId: round.roundId });
    expect(cashed.status).toBe(200);
    expect(await h.balance(user)).toBe(before + 110);
  });

  it('blackjack: the hole card is hidden until the end; hit/stand/double settle on the server and verify from the seed', async () => {
    const user = await h.player(10_000);
    const played: string[] = [];
    for (let i = 0; i < 8; i++) {
      const before = await h.balance(user);
      const start = (await h.call<BlackjackRound>('POST', '/api/games/blackjack/start', user, { betAmount: 20 })).body;
      played.push(start.roundId);
      let last = start;
      if (!start.gameOver) {
        expect(start.dealerCards).toHaveLength(1);
        expect(start.dealerHiddenCards).toBe(1);
        const action = i % 3 === 0 ? 'double' : i % 3 === 1 ? 'hit' : 'stand';
        last = (await h.call<BlackjackRound>('POST', `/api/games/blackjack/${action}`, user, { roundId: start.roundId })).body;
        if (!last.gameOver) last = (await h.call<BlackjackRound>('POST', '/api/games/blackjack/stand', user, { roundId: start.roundId })).body;
      }
      expect(last.gameOver).toBe(true);
      expect(last.dealerHiddenCards).toBe(0);
      expect(await h.balance(user)).toBe(before - last.betAmount + last.winnings);
      const result = (await h.call<PostBlackjackResultResponse>('POST', '/api/games/blackjack/result', user, {})).body;
      expect(result).toMatchObject({ roundId: start.roundId, gameOver: true, result: last.result, winnings: last.winnings });
    }
    await h.call('POST', '/api/games/fairness/rotate', user, {});
    for (const id of played) {
      const round = (await h.call<GetFairnessRoundResponse>('GET', `/api/games/fairness/rounds/${id}`, user)).body;
      expect(round.outcome).toMatchObject(recompute(round));
    }
  });

  it('live crash: the crash point stays on the server until the bust; the round ends on server time', async () => {
    const user = await h.player(1000);
    const start = (await h.call<CrashLiveRound & { roundId: string }>('POST', '/api/games/crash/live/start', user, { betAmount: 10, autoCashOut: 2 })).body;
    expect(start).toMatchObject({ status: 'running', crashPoint: null, autoCashOut: 2, growthPerSecond: 0.5 });
    expect(JSON.stringify(start)).not.toMatch(/crash100/);
    expect((await h.call<{ round: CrashLiveRound }>('GET', '/api/games/crash/live/active', user)).body.round?.roundId).toBe(start.roundId);
    const before = await h.balance(user);
    h.clock.advance(3_000); // 2.5x on the server's clock: auto cash-out at 2x happened if the crash point allowed it
    const after = (await h.call<CrashLiveRound>('GET', `/api/games/crash/live/${start.roundId}`, user)).body;
    if (after.crashPoint! >= 2) expect(after).toMatchObject({ status: 'cashed_out', cashOutMultiplier: 2, winnings: 20 });
    else expect(after).toMatchObject({ status: 'crashed', winnings: 0 });
    expect(await h.balance(user)).toBe(before + after.winnings);
    expect((await h.call('POST', '/api/games/crash/live/cashout', user, { roundId: start.roundId })).status).toBe(409);
    const history = (await h.call<GameResult[]>('GET', '/api/games/history?game=crash', user)).body;
    expect(history[0]).toMatchObject({ id: start.roundId, winAmount: after.winnings, result: Math.round(after.crashPoint! * 100) });
  });

  it('live crash: a GET with waitMs is answered when the round ends by itself, not before and not at the end of the wait', async () => {
    const user = await h.player(1000);
    // an automatic cash-out at 1.20x ends the round 400 ms after its start (sooner if it crashes first)
    const start = (await h.call<CrashLiveRound & { roundId: string }>('POST', '/api/games/crash/live/start', user, { betAmount: 10, autoCashOut: 1.2 })).body;
    const asked = performance.now();
    const held = await h.call<CrashLiveRound>('GET', `/api/games/crash/live/${start.roundId}?waitMs=5000`, user);
    const waited = performance.now() - asked;
    expect(held.status).toBe(200);
    expect(held.body.status).not.toBe('running');
    expect(waited).toBeLessThan(3_000);
    if (held.body.status === 'cashed_out') {
      expect(held.body).toMatchObject({ cashOutMultiplier: 1.2, winnings: 12 });
      // not answered before the end: the server's clock had reached 1.20x
      expect(Date.parse(held.body.serverTime) - Date.parse(held.body.startedAt)).toBeGreaterThanOrEqual(400);
    } else {
      expect(held.body.crashPoint).toBeLessThan(1.2);
    }
    // a round that is over is answered at once, however long the wait asked for
    const again = performance.now();
    expect((await h.call<CrashLiveRound>('GET', `/api/games/crash/live/${start.roundId}?waitMs=10000`, user)).body.status).toBe(held.body.status);
    expect(performance.now() - again).toBeLessThan(1_000);
    // and the wait is bounded
    const tooLong = await h.call<{ message: string; field?: string }>('GET', `/api/games/crash/live/${start.roundId}?waitMs=10001`, user);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/waitMs must be at most 10000/);
  });

  it('live crash: a held GET is answered at once with the running round when the replica begins to stop', async () => {
    const user = await h.player(10_000);
    // A round that crashes early would end the wait by itself: take one whose crash point (read where the
    // server keeps it) is at least 7x, over 12 s of growth at 0.5x a second, longer than the wait asked for.
    // The others are finished by moving the server's clock past their end.
    const crash100Of = async (roundId: string) => (await h.sql<{ state: { crash100: number } }>('SELECT state FROM games.rounds WHERE id = $1', [roundId]))[0]!.state.crash100;
    let start = (await h.call<CrashLiveRound & { roundId: string }>('POST', '/api/games/crash/live/start', user, { betAmount: 10 })).body;
    for (let tries = 1; (start.status !== 'running' || (await crash100Of(start.roundId)) < 700) && tries < 200; tries++) {
      h.clock.advance(60_000);
      await h.call('GET', `/api/games/crash/live/${start.roundId}`, user);
      start = (await h.call<CrashLiveRound & { roundId: string }>('POST', '/api/games/crash/live/start', user, { betAmount: 10 })).body;
    }
    expect(start.status).toBe('running');
    expect(await crash100Of(start.roundId)).toBeGreaterThanOrEqual(700);
    // the server's clock stands still from here: the round cannot end during the wait, only the stop can end it
    const asked = performance.now();
    const held = h.call<CrashLiveRound>('GET', `/api/games/crash/live/${start.roundId}?waitMs=10000`, user);
    await new Promise((r) => setTimeout(r, 300));
    h.beginShutdown();
    const answer = await held;
    const waited = performance.now() - asked;
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ roundId: start.roundId, status: 'running', crashPoint: null });
    expect(waited).toBeGreaterThanOrEqual(300);
    expect(waited).toBeLessThan(2_000);
    await h.restartGames(); // a new process, as after a real stop: the round is still there and still running
    expect((await h.call<CrashLiveRound>('GET', `/api/games/crash/live/${start.roundId}`, user)).body.status).toBe('running');
  });

  it('live crash: a cash-out before 1.01x is refused, one after the bust answers the crashed round', async () => {
    const user = await h.player(1000);
    h.clock.freeze();
    try {
      for (let attempt = 0; attempt < 10; attempt++) {
        const start = (await h.call<CrashLiveRound & { roundId: string }>('POST', '/api/games/crash/live/start', user, { betAmount: 10 })).body;
        const early = await h.call<CrashLiveRound>('POST', '/api/games/crash/live/cashout', user, { roundId: start.roundId });
        if (early.status === 200) {
          expect(early.body).toMatchObject({ status: 'crashed', crashPoint: 1 }); // a crash point of 1.00 ends the round at once
          continue;
        }
        expect(early.status).toBe(400);
        h.clock.advance(3_600_000); // an hour: 1000x, the maximum
        const late = (await h.call<CrashLiveRound>('POST', '/api/games/crash/live/cashout', user, { roundId: start.roundId })).body;
        expect(['crashed', 'cashed_out']).toContain(late.status);
        if (late.status === 'cashed_out') expect(late.cashOutMultiplier).toBe(1000);
        else expect(late.crashPoint).toBeLessThanOrEqual(1000);
        return;
      }
      throw new Error('ten crash points of 1.00 in a row');
    } finally {
      h.clock.thaw();
    }
  });
});
