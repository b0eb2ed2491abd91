import { describe, expect, it } from 'vitest';
import { waitFor } from '../../support/http-client.js';
import { STORM_BANKROLL } from './support/fault-product.js';
import { faultStage } from './support/fault-stage.js';
import { expectNoPointLostOrPaidTwice } from './support/invariants.js';
import { diceBet, registerPlayers, runStorm, sleep, statusCounts, type Player } from './support/storm.js';

/** The gateway's upstream timeout (its default): no answer may take longer, plus a margin for a loaded machine. */
const GATEWAY_TIMEOUT_MS = 30_000;

// Fault 5: PostgreSQL (a dedicated cluster: the machine's serves other tests) stops (`pg_ctl stop -m fast`)
// for about three seconds under traffic, then starts again.
describe('PostgreSQL stopped for a few seconds under traffic', () => {
  const stage = faultStage({ ownPostgres: true, signupBonus: STORM_BANKROLL });

  it('answers 503 with a clear message meanwhile, writes nothing by halves, and is well again after', async () => {
    const { product } = stage;
    const postgres = stage.postgres!;
    const players = await registerPlayers(product.url, 10);
    let turn = 0;
    const act = (p: Player) => (turn++ % 2 === 0 ? diceBet(p) : p.client.get('/api/auth/user'));
    const storm = runStorm({ players, perPlayer: 2, durationMs: 10_000, maxRequests: 3_000, act });
    await sleep(2_500);
    await postgres.stop();
    await sleep(3_000);
    await postgres.start();
    const answers = await storm;
    // no process died of it (a connection PostgreSQL ended must not be an unhandled 'error' event)
    for (const p of product.cluster.processes) expect(p.restarts, `${p.spec.name} restarted`).toBe(0);

    const failures = answers.filter((a) => a.status !== 200);
    expect(failures.length, 'the outage was seen by some requests').toBeGreaterThan(0);
    for (const a of failures) {
      expect(a.status, `answer ${JSON.stringify(a)} (by status ${JSON.stringify(statusCounts(answers))})`).toBe(503);
      expect(typeof a.body?.message, `answer ${JSON.stringify(a)}`).toBe('string');
    }
    for (const a of answers) expect(a.at - a.sentAt, `answer ${JSON.stringify(a)} took too long`).toBeLessThan(GATEWAY_TIMEOUT_MS + 5_000);

    // all is well again: every player is still signed in and can bet
    for (const p of players) {
      await waitFor(async () => (await p.client.get('/api/auth/user')).status === 200, 30_000, `${p.username} signed in after the outage`);
      expect((await p.client.get('/api/auth/user')).body.username).toBe(p.username);
    }
    await waitFor(async () => (await diceBet(players[0]!)).status === 200, 30_000, 'a bet after the outage');

    // nothing half-written: every round has its ledger entries, every balance its ledger
    const settled = await expectNoPointLostOrPaidTwice(product.db);
    for (const a of answers.filter((x) => x.status === 200 && x.body?.roundId)) expect(settled.has(a.body.roundId)).toBe(true);
  });
});
