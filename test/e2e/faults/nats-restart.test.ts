import { describe, expect, it } from 'vitest';
import { SiteClient, waitFor } from '../../support/http-client.js';
import { STORM_BANKROLL } from './support/fault-product.js';
import { faultStage } from './support/fault-stage.js';
import { expectNoPointLostOrPaidTwice } from './support/invariants.js';
import { diceBet, registerPlayers, runStorm, sleep, statusCounts } from './support/storm.js';

// Fault 2: the NATS server (a dedicated one: the machine's serves other tests) stops mid-storm and comes
// back on the same port and store. Events written meanwhile wait in the outboxes and are applied once.
describe('NATS restarted during a storm', () => {
  const stage = faultStage({ signupBonus: STORM_BANKROLL });

  it('delivers every event once: one signup bonus per registration, every settled round counted once', async () => {
    const { product, nats } = stage;
    const players = await registerPlayers(product.url, 10);
    const storm = runStorm({ players, perPlayer: 2, durationMs: 12_000, maxRequests: 3_000, act: diceBet });
    await sleep(2_000);
    await nats.stop();

    // registrations during the outage: each answered either 200 (then it must get its bonus later) or 5xx
    const tag = Date.now().toString(36);
    const during = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        const client = new SiteClient(product.url);
        const username = `out${tag}_${i}`;
        const res = await client.post('/api/auth/register', { username, email: `${username}@example.com`, password: 'Blue-Lantern-77', firstName: 'Oz', lastName: 'Outage' });
        return { username, client, status: res.status, body: res.body };
      }),
    );
    await sleep(3_000);
    await nats.start();
    const answers = await storm;

    for (const r of during) if (r.status !== 200) expect(r.status, `registration during the outage ${JSON.stringify(r.body)}`).toBeGreaterThanOrEqual(500);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status, `answer ${JSON.stringify(a)}`).toBeGreaterThanOrEqual(500);
      expect(typeof a.body?.message, `answer ${JSON.stringify(a)}`).toBe('string');
    }
    expect(answers.some((a) => a.status === 200), `answers by status ${JSON.stringify(statusCounts(answers))}`).toBe(true);

    // the product serves again
    await waitFor(async () => (await diceBet(players[0]!)).status === 200, 30_000, 'a bet after NATS came back');

    // every registration that succeeded, during the outage or not, gets exactly one signup bonus
    const registered = [...players.map((p) => p.username), ...during.filter((r) => r.status === 200).map((r) => r.username)];
    await waitFor(
      async () => {
        const { rows } = await product.db.query(`SELECT COUNT(*)::int AS n FROM wallet.accounts a WHERE a.username = ANY($1) AND EXISTS (SELECT 1 FROM wallet.ledger_entries l WHERE l."userId" = a."userId" AND l.type = 'signup_bonus')`, [registered]);
        return rows[0].n === registered.length;
      },
      60_000,
      'a signup bonus for every registration',
    );
    const bonuses = await product.db.query(`SELECT "userId", COUNT(*)::int AS n FROM wallet.ledger_entries WHERE type = 'signup_bonus' GROUP BY "userId" HAVING COUNT(*) > 1`);
    expect(bonuses.rows, 'users paid the signup bonus more than once').toEqual([]);

    // no point lost or paid twice
    const settled = await expectNoPointLostOrPaidTwice(product.db);
    for (const a of answers.filter((x) => x.status === 200)) expect(settled.has(a.body.roundId)).toBe(true);

    // the public stats count every settled round exactly once (not fewer: delivered; not more: deduplicated)
    await waitFor(
      async () => {
        const { rows } = await product.db.query(`SELECT COUNT(*)::int AS n FROM games.rounds WHERE status = 'settled'`);
        const res = await product.admin.get('/api/public/stats');
        return res.status === 200 && res.body.totalGamesPlayed >= rows[0].n ? { shown: res.body.totalGamesPlayed as number, settled: rows[0].n as number } : null;
      },
      60_000,
      'the public stats to count every settled round',
    );
    await sleep(2_000);
    const { rows } = await product.db.query(`SELECT COUNT(*)::int AS n FROM games.rounds WHERE status = 'settled'`);
    expect((await product.admin.get('/api/public/stats')).body.totalGamesPlayed).toBe(rows[0].n);
  });
});
