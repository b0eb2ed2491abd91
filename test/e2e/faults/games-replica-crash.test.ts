import { describe, expect, it } from 'vitest';
import { STORM_BANKROLL } from './support/fault-product.js';
import { faultStage } from './support/fault-stage.js';
import { expectNoPointLostOrPaidTwice } from './support/invariants.js';
import { diceBet, registerPlayers, runStorm, sleep, statusCounts } from './support/storm.js';

// Fault 3: one of two games replicas dies (SIGKILL) mid-storm. The gateway serves through the other,
// and a mines round opened before the crash is played on after it (rounds live in the database).
describe('one of two games replicas killed during a storm', () => {
  const stage = faultStage({ games: 2, signupBonus: STORM_BANKROLL });

  it('keeps serving through the other replica, and open mines rounds survive the crash', async () => {
    const { product } = stage;
    const players = await registerPlayers(product.url, 13);
    const miners = players.slice(0, 3);
    const bettors = players.slice(3);
    const opened = await Promise.all(miners.map((m) => m.client.post('/api/games/mines/start', { betAmount: 10, mineCount: 3 })));
    for (const o of opened) expect(o.status, JSON.stringify(o.body)).toBe(200);

    const killAfterMs = 2_500;
    const storm = runStorm({ players: bettors, perPlayer: 2, durationMs: 10_000, maxRequests: 3_000, act: diceBet });
    await sleep(killAfterMs);
    product.cluster.kill('games-1', 'SIGKILL');
    const answers = await storm;

    // requests sent a second after the crash (the gateway has noticed it by then) nearly all succeed
    const after = answers.filter((a) => a.sentAt > killAfterMs + 1_000);
    const okAfter = after.filter((a) => a.status === 200).length;
    expect(after.length).toBeGreaterThan(0);
    expect(okAfter / after.length, `answers after the crash by status ${JSON.stringify(statusCounts(after))}`).toBeGreaterThanOrEqual(0.9);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status, `answer ${JSON.stringify(a)}`).toBeGreaterThanOrEqual(500);
      expect(typeof a.body?.message, `answer ${JSON.stringify(a)}`).toBe('string');
    }

    // the mines rounds opened before the crash are still there and can be finished
    let cashedOut = 0;
    for (const [i, m] of miners.entries()) {
      const active = await m.client.get('/api/games/mines/active');
      expect(active.status).toBe(200);
      expect(JSON.stringify(active.body)).toContain(opened[i]!.body.roundId);
      const reveal = await m.client.post('/api/games/mines/reveal', { tileIndex: 12 });
      expect(reveal.status, JSON.stringify(reveal.body)).toBe(200);
      expect(reveal.body.roundId).toBe(opened[i]!.body.roundId);
      if (reveal.body.gameOver) continue; // hit a mine: the round ended, as it should
      const cashout = await m.client.post('/api/games/mines/cashout');
      expect(cashout.status, JSON.stringify(cashout.body)).toBe(200);
      expect(cashout.body).toMatchObject({ roundId: opened[i]!.body.roundId, status: 'cashed_out', gameOver: true });
      expect(cashout.body.winnings).toBeGreaterThan(0);
      cashedOut++;
    }
    expect(cashedOut, 'at least one of three rounds survived a mine').toBeGreaterThan(0);

    // no point lost or paid twice, including the rounds the dead replica left half-way
    const settled = await expectNoPointLostOrPaidTwice(product.db);
    for (const a of answers.filter((x) => x.status === 200)) expect(settled.has(a.body.roundId)).toBe(true);
    for (const o of opened) expect(settled.has(o.body.roundId)).toBe(true);
  });
});
