import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlackjackRound, GetFairnessRoundResponse, GetGameStatsResponse, MinesRound } from '@app/contracts';
import { startHarness, type Harness } from './support/harness.js';
import { minesRoundWithOneSafeTile } from './support/play.js';
import { recompute } from './support/verify.js';

/**
 * The embedded mode runs every service on one PGlite connection and the in-process bus. No games
 * transaction may wait on the bus (the wallet's queries would wait for it): these flows would hang if one did.
 */
describe('embedded mode (PGlite + in-process bus)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ mode: 'embedded' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('settles concurrent instant bets of one player without overdrawing', async () => {
    const user = await h.player(50);
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.call<{ winAmount: number }>('POST', '/api/games/dice', user, { betAmount: 10, prediction: 'under' })));
    const accepted = answers.filter((a) => a.status === 200);
    expect(answers.every((a) => a.status === 200 || a.status === 400)).toBe(true);
    const balance = await h.balance(user);
    expect(balance).toBe(50 + accepted.reduce((s, a) => s + a.body.winAmount - 10, 0));
    expect(balance).toBeGreaterThanOrEqual(0);
    expect((await h.call<GetGameStatsResponse>('GET', '/api/games/stats', user)).body.gamesPlayed).toBe(accepted.length);
  });

  it('plays mines and blackjack to the end, pays once, and verifies from the revealed seed', async () => {
    const user = await h.player(1000);
    const mines = await minesRoundWithOneSafeTile(h, user, 100);
    const cashouts = await Promise.all([1, 2, 3].map(() => h.call<MinesRound>('POST', '/api/games/mines/cashout', user, {})));
    expect(cashouts.filter((c) => c.status === 200)).toHaveLength(1);
    const bj = (await h.call<BlackjackRound>('POST', '/api/games/blackjack/start', user, { betAmount: 10 })).body;
    if (!bj.gameOver) expect((await h.call('POST', '/api/games/blackjack/double', user, { roundId: bj.roundId })).status).toBe(200);
    expect((await h.call('POST', '/api/games/fairness/rotate', user, {})).status).toBe(200);
    for (const id of [mines.roundId, bj.roundId]) {
      const round = (await h.call<GetFairnessRoundResponse>('GET', `/api/games/fairness/rounds/${id}`, user)).body;
      expect(round.outcome).toMatchObject(recompute(round));
    }
  });
});
