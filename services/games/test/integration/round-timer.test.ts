import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlackjackRound, CrashLiveRound, GameResult, MinesRound, PostBlackjackResultResponse } from '@app/contracts';
import { startHarness, type Harness } from './support/harness.js';

/**
 * When the wallet does not answer, the round stays where it was and the timer finishes it later with the
 * same idempotency key: never lost, never paid twice. A wallet stand-in is used here because these tests
 * need a wallet that stops answering on demand.
 */
describe('the round timer finishes what requests left unfinished', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ fakeWallet: true, config: { walletTimeoutMs: 150, walletRetries: 1, staleRoundMs: 30_000 } });
  });
  afterAll(async () => {
    await h?.close();
  });
  const wallet = () => h.fakeWallet!;
  const later = async () => {
    h.clock.advance(60_000);
    await h.games.timer.runOnce();
  };

  it('an instant bet whose wallet call timed out is settled by the timer, once', async () => {
    const user = await h.player(100);
    wallet().mode = 'hang';
    const answer = await h.call<{ code: string }>('POST', '/api/games/dice', user, { betAmount: 10, prediction: 'over' });
    expect([answer.status, answer.body.code]).toEqual([503, 'UNAVAILABLE']);
    expect((await h.call<GameResult[]>('GET', '/api/games/history', user)).body).toEqual([]);
    wallet().mode = 'normal';
    await later();
    const history = (await h.call<GameResult[]>('GET', '/api/games/history', user)).body;
    expect(history).toHaveLength(1);
    expect(await h.balance(user)).toBe(90 + history[0]!.winAmount);
    await later();
    expect(await h.balance(user)).toBe(90 + history[0]!.winAmount);
  });

  it('a bet the wallet applied but whose answer was lost is not charged again by the retry', async () => {
    const user = await h.player(100);
    wallet().mode = 'lose-reply';
    expect((await h.call('POST', '/api/games/slots', user, { betAmount: 10 })).status).toBe(503);
    const charged = await h.balance(user);
    wallet().mode = 'normal';
    await later();
    const history = (await h.call<GameResult[]>('GET', '/api/games/history', user)).body;
    expect(history).toHaveLength(1);
    expect(await h.balance(user)).toBe(charged);
    expect(charged).toBe(90 + history[0]!.winAmount);
  });

  it('a mines stake that timed out is taken and the round opened by the timer; a payout that timed out is credited once', async () => {
    const user = await h.player(1000);
    wallet().mode = 'hang';
    expect((await h.call('POST', '/api/games/mines/start', user, { betAmount: 100, mineCount: 3 })).status).toBe(503);
    wallet().mode = 'normal';
    await later();
    const open = (await h.call<{ round: MinesRound }>('GET', '/api/games/mines/active', user)).body.round;
    expect(open.status).toBe('open');
    expect(await h.balance(user)).toBe(900);
    const mines = (await h.sql<{ state: { mines: number[] } }>('SELECT state FROM games.rounds WHERE id = $1', [open.roundId]))[0]!.state.mines;
    const safe = [0, 1, 2, 3, 4].find((t) => !mines.includes(t))!;
    await h.call('POST', '/api/games/mines/reveal', user, { tileIndex: safe });
    wallet().mode = 'lose-reply';
    const cashed = await h.call<MinesRound>('POST', '/api/games/mines/cashout', user, {});
    expect(cashed.status).toBe(200);
    expect(cashed.body).toMatchObject({ status: 'cashed_out', winnings: 110, balance: null });
    wallet().mode = 'normal';
    await later();
    expect(await h.balance(user)).toBe(1010);
    await later();
    expect(await h.balance(user)).toBe(1010);
    expect((await h.call<GameResult[]>('GET', '/api/games/history?game=mines', user)).body[0]).toMatchObject({ winAmount: 110, multiplier: '1.10' });
  });

  it('a blackjack round left untouched stands after 10 minutes', async () => {
    const user = await h.player(1000);
    let round: BlackjackRound | null = null;
    for (let i = 0; i < 10 && !round; i++) {
      const start = (await h.call<BlackjackRound>('POST', '/api/games/blackjack/start', user, { betAmount: 10 })).body;
      if (!start.gameOver) round = start;
    }
    h.clock.advance(9 * 60_000);
    await h.games.timer.runOnce();
    expect((await h.call<PostBlackjackResultResponse>('POST', '/api/games/blackjack/result', user, { roundId: round!.roundId })).body.gameOver).toBe(false);
    h.clock.advance(2 * 60_000);
    await h.games.timer.runOnce();
    const result = (await h.call<PostBlackjackResultResponse>('POST', '/api/games/blackjack/result', user, { roundId: round!.roundId })).body;
    expect(result.gameOver).toBe(true);
    expect(result.newBalance).toBe(await h.balance(user));
  });

  it('a live crash round nobody watches is settled by the timer at its crash point or auto cash-out', async () => {
    const user = await h.player(1000);
    const start = (await h.call<CrashLiveRound & { roundId: string }>('POST', '/api/games/crash/live/start', user, { betAmount: 10, autoCashOut: 1.5 })).body;
    h.clock.advance(60_000);
    await h.games.timer.runOnce();
    const history = (await h.call<GameResult[]>('GET', '/api/games/history?game=crash', user)).body;
    expect(history[0]!.id).toBe(start.roundId);
    expect(history[0]!.winAmount).toBe(history[0]!.result >= 150 ? 15 : 0);
    expect(await h.balance(user)).toBe(990 + history[0]!.winAmount);
  });

  it('a mines round is never settled by the timer: the player can come back to it', async () => {
    const user = await h.player(1000);
    const start = (await h.call<MinesRound>('POST', '/api/games/mines/start', user, { betAmount: 10, mineCount: 3 })).body;
    h.clock.advance(30 * 86_400_000);
    await h.games.timer.runOnce();
    expect((await h.call<{ round: MinesRound }>('GET', '/api/games/mines/active', user)).body.round.roundId).toBe(start.roundId);
  });
});
