import { describe, expect, it } from 'vitest';
import type { GetFairnessRoundResponse } from '@app/contracts';
import { harnessWithPlayer } from './support/harness.js';
import { recompute } from './support/verify.js';

/**
 * The spec's client sends outcomes it computed itself. The server must ignore them: every outcome comes
 * from the player's seeds (checked by recomputing each round once the seed is revealed) and the balance
 * moves by exactly what the server's outcome pays.
 */
describe('outcomes sent by the client change nothing', () => {
  const t = harnessWithPlayer(100_000);
  const roundIds: string[] = [];

  async function play(path: string, body: unknown): Promise<{ balanceBefore: number; balanceAfter: number; body: Record<string, never> }> {
    const balanceBefore = await t.h.balance(t.user);
    const response = await t.h.call<Record<string, never>>('POST', path, t.user, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    roundIds.push(response.body.roundId);
    return { balanceBefore, balanceAfter: await t.h.balance(t.user), body: response.body };
  }

  it('roulette: a claimed winningNumber/winningColor is ignored; the balance moves by the server spin', async () => {
    const spins: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await play('/api/games/roulette', { bets: [{ type: 'straight', numbers: [7], amount: 10 }], totalBet: 10, winningNumber: 7, winningColor: 'red' });
      spins.push(r.body.winningNumber);
      expect(r.balanceAfter - r.balanceBefore).toBe(r.body.pointsDelta);
      expect(r.body.pointsDelta).toBe(r.body.winningNumber === 7 ? 350 : -10);
    }
    expect(spins.some((n) => n !== 7)).toBe(true);
  });

  it('slots: claimed symbols are ignored', async () => {
    for (let i = 0; i < 4; i++) {
      const r = await play('/api/games/slots', { betAmount: 10, symbols: ['diamond', 'diamond', 'diamond'] });
      expect(r.balanceAfter - r.balanceBefore).toBe(r.body.winnings - 10);
    }
  });

  it('wheel: a claimed segmentIndex (the 3x segment) is ignored', async () => {
    const segments: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await play('/api/games/wheel', { betAmount: 10, segmentIndex: 9 });
      segments.push(r.body.segmentIndex);
      expect(r.balanceAfter - r.balanceBefore).toBe(r.body.winnings - 10);
    }
    expect(segments.some((s) => s !== 9)).toBe(true);
  });

  it('crash: crashed:false does not pay a cash-out above the server crash point', async () => {
    const r = await play('/api/games/crash', { betAmount: 10, cashOutMultiplier: 1000, crashed: false });
    expect(r.body.isWin).toBe(r.body.crashPoint >= 1000);
    expect(r.balanceAfter - r.balanceBefore).toBe(r.body.winnings - 10);
  });

  it('blackjack/result: a claimed result and winnings are ignored; it only reports the server round', async () => {
    const start = await play('/api/games/blackjack/start', { betAmount: 10 });
    const roundId: string = start.body.roundId;
    if (!start.body.gameOver) await t.h.call('POST', '/api/games/blackjack/stand', t.user, { roundId });
    const before = await t.h.balance(t.user);
    const claim = await t.h.call<Record<string, never>>('POST', '/api/games/blackjack/result', t.user, { roundId, betAmount: 10, result: 'win', winnings: 100_000, playerValue: 21, dealerValue: 17 });
    expect(claim.status).toBe(200);
    expect(await t.h.balance(t.user)).toBe(before);
    const verified = await t.h.call<GetFairnessRoundResponse>('GET', `/api/games/fairness/rounds/${roundId}`, t.user);
    expect(claim.body.result).toBe((verified.body.outcome as { result: string }).result);
    expect(claim.body.winnings).toBe(verified.body.winAmount);
  });

  it('every round recomputes from the revealed server seed to the outcome the server recorded', async () => {
    for (const body of [
      { path: '/api/games/dice', body: { betAmount: 5, prediction: 'under' } },
      { path: '/api/games/keno', body: { betAmount: 5, selectedNumbers: [1, 2, 3, 40, 80] } },
      { path: '/api/games/plinko', body: { betAmount: 5, rows: 12, risk: 'high' } },
      { path: '/api/games/baccarat', body: { bets: { banker: 5, tie: 1 } } },
    ])
      await play(body.path, body.body);
    const hiddenBefore = await t.h.call<GetFairnessRoundResponse>('GET', `/api/games/fairness/rounds/${roundIds[0]}`, t.user);
    expect(hiddenBefore.body.serverSeed).toBeNull();
    const rotated = await t.h.call<{ previousServerSeed: string; previousNonce: number }>('POST', '/api/games/fairness/rotate', t.user, { clientSeed: 'my-own-seed' });
    expect(rotated.status).toBe(200);
    expect(rotated.body.previousNonce).toBe(roundIds.length);
    for (const id of roundIds) {
      const round = (await t.h.call<GetFairnessRoundResponse>('GET', `/api/games/fairness/rounds/${id}`, t.user)).body;
      expect(round.serverSeed).toBe(rotated.body.previousServerSeed);
      expect(round.outcome, round.game).toMatchObject(recompute(round));
    }
    const now = await t.h.call<{ clientSeed: string; nonce: number }>('GET', '/api/games/fairness', t.user);
    expect(now.body).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
  });
});
