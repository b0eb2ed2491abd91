import { describe, expect, it } from 'vitest';
import { waitFor } from '../../support/http-client.js';
import { STORM_BANKROLL } from './support/fault-product.js';
import { faultStage } from './support/fault-stage.js';
import { expectNoPointLostOrPaidTwice } from './support/invariants.js';
import { diceBet, registerPlayers, runStorm, sleep, statusCounts, type Answer } from './support/storm.js';

// Fault 1: the wallet process dies (SIGKILL) in the middle of a storm of dice bets through the gateway.
describe('the wallet killed with SIGKILL during a storm of bets', () => {
  const stage = faultStage({ signupBonus: STORM_BANKROLL });
  let answers: Answer[] = [];

  it('comes back by itself, and every bet is settled exactly once', async () => {
    const { product } = stage;
    const players = await registerPlayers(product.url, 20);
    const restartsBefore = product.cluster.processes.find((p) => p.spec.name === 'wallet')!.restarts;
    const storm = runStorm({ players, perPlayer: 2, durationMs: 8_000, maxRequests: 4_000, act: diceBet });
    await sleep(2_500);
    product.cluster.kill('wallet', 'SIGKILL');
    answers = await storm;

    // the supervisor restarted it, and the product serves bets again
    expect(product.cluster.processes.find((p) => p.spec.name === 'wallet')!.restarts).toBe(restartsBefore + 1);
    await product.cluster.waitReady(60_000);
    await waitFor(async () => (await diceBet(players[0]!)).status === 200, 30_000, 'a bet after the restart');

    // errors during the kill are 5xx answers with a JSON message, never anything else
    const failures = answers.filter((a) => a.status !== 200);
    for (const a of failures) {
      expect(a.status, `answer ${JSON.stringify(a)}`).toBeGreaterThanOrEqual(500);
      expect(typeof a.body?.message, `answer ${JSON.stringify(a)}`).toBe('string');
    }
    const ok = answers.filter((a) => a.status === 200);
    // (how many succeed depends on the machine's load; bets before the kill and after the restart did)
    expect(ok.length, `answers by status ${JSON.stringify(statusCounts(answers))}`).toBeGreaterThan(0);

    // no point lost or paid twice: rounds and ledger agree entry by entry, balances equal their ledgers
    const settled = await expectNoPointLostOrPaidTwice(product.db);
    for (const a of ok) expect(settled.has(a.body.roundId), `round ${a.body.roundId} answered 200`).toBe(true);

    // and each player's balance as the last successful answer reported is never above the ledger's truth
    const { rows } = await product.db.query(`SELECT username, points FROM wallet.accounts`);
    const byName = new Map(rows.map((r: { username: string; points: number }) => [r.username, r.points]));
    for (const p of players) {
      const me = await p.client.get('/api/auth/user');
      expect(me.body.points, `${p.username}'s balance`).toBe(byName.get(p.username));
    }
  });
});
