import { join } from 'node:path';
import { connect } from 'nats';
import { runNodeTool } from '@app/platform/testing';
import { describe, expect, it } from 'vitest';
import { SiteClient, waitFor } from '../../support/http-client.js';
import { faultStage, type FaultStage } from './support/fault-stage.js';
import { registerPlayers, sleep } from './support/storm.js';

const REGISTRATIONS_TOOL = join(import.meta.dirname, '../../../services/auth/dist/tools/resend-registrations.js');
const SETTLEMENTS_TOOL = join(import.meta.dirname, '../../../services/games/dist/tools/resend-settlements.js');
const BALANCE_CHANGES_TOOL = join(import.meta.dirname, '../../../services/wallet/dist/tools/resend-balance-changes.js');
const SIGNUP_BONUS = 100;

// A database restored from a backup taken while events were on their way (docs/operations.md, "Backups and
// restores"): some consumers had handled an event and others had not. The state is made without a restore:
// the consumers that are to miss the event are stopped while it is published, and the restore runbook is
// followed (everything stopped, the event stream deleted, everything started), so the event they never
// handled is gone. Then the repair tool sends it again under its first id: those consumers apply it, and
// nobody who had handled it counts it twice.
describe('events lost by a restore, sent again', () => {
  const stage = faultStage();
  const count = async (sql: string, params: unknown[]) => Number((await stage.product.db.query(sql, params)).rows[0].n);
  const runTool = async (tool: string, args: string[]) => {
    const run = await runNodeTool(tool, args, { DATABASE_URL: stage.product.databaseUrl });
    expect(run, run.stderr).toMatchObject({ code: 0 });
    return run.stdout;
  };

  it('a registration: opens the wallet account once, and no other consumer counts the player twice', async () => {
    const { product } = stage;
    const totalUsers = async () => (await product.admin.get('/api/public/stats')).body.totalUsers as number;
    const pointsDistributed = async () => (await product.admin.get('/api/admin/stats')).body.totalPointsDistributed as number;
    const usersBefore = await totalUsers();
    const distributedBefore = await pointsDistributed();

    await product.cluster.stopProcess('wallet');
    const player = new SiteClient(product.url);
    const username = `lost${Date.now().toString(36)}`;
    const registered = await player.post('/api/auth/register', { username, email: `${username}@example.com`, password: 'Blue-Lantern-77', firstName: 'Pat', lastName: 'Player' });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const userId = registered.body.user.id as string;
    await waitFor(async () => (await totalUsers()) === usersBefore + 1, 15_000, "admin's count of the registration");
    await waitFor(async () => (await count('SELECT count(*) AS n FROM chat.notifications WHERE "userId" = $1', [userId])) === 1, 15_000, "chat's welcome notice");
    await waitFor(async () => (await count('SELECT count(*) AS n FROM games.players WHERE "userId" = $1', [userId])) === 1, 15_000, "games' player row");

    await followRestoreRunbook(stage, ['wallet']);
    expect(await count('SELECT count(*) AS n FROM wallet.accounts WHERE "userId" = $1', [userId]), 'a wallet account before the repair').toBe(0);

    const report = await runTool(REGISTRATIONS_TOOL, ['--user', userId]);
    expect(report).toContain(`1 sent again`);
    expect(report).toContain(`${userId} (${username})`);

    await waitFor(async () => ((await player.get('/api/auth/user')).body?.points ?? 0) === SIGNUP_BONUS, 15_000, 'the signup bonus');
    await waitFor(async () => (await pointsDistributed()) === distributedBefore + SIGNUP_BONUS, 15_000, "admin's count of the bonus");
    await sleep(1_500); // a second count of the player would come within this
    expect(await totalUsers(), "admin's count of players").toBe(usersBefore + 1);
    expect(await count('SELECT count(*) AS n FROM chat.notifications WHERE "userId" = $1', [userId]), 'welcome notices').toBe(1);
    expect(await count(`SELECT count(*) AS n FROM wallet.ledger_entries WHERE "userId" = $1 AND type = 'signup_bonus'`, [userId]), 'signup bonuses').toBe(1);
    expect(await count('SELECT count(*) AS n FROM games.players WHERE "userId" = $1', [userId]), "games' player rows").toBe(1);
  });

  it("settled rounds: admin's game count and the live feed take them once, and the wallet's totals, which had them, do not change", async () => {
    const { product } = stage;
    const gamesPlayed = async () => (await product.admin.get('/api/public/stats')).body.totalGamesPlayed as number;
    const [player] = await registerPlayers(product.url, 1, 'rounds');
    const userId = (await player!.client.get('/api/auth/user')).body.id as string;
    const totals = async () => (await product.db.query('SELECT "gamesPlayed", "totalWagered"::int AS wagered FROM wallet.players WHERE "userId" = $1', [userId])).rows[0] as { gamesPlayed: number; wagered: number };
    const inFeed = (roundIds: string[]) => count('SELECT count(*) AS n FROM chat.activity_feed WHERE id = ANY($1)', [roundIds]);
    const playedBefore = await gamesPlayed();
    expect(playedBefore, "admin's game count").toBeTypeOf('number');

    await product.cluster.stopProcess('admin');
    await product.cluster.stopProcess('chat');
    const roundIds: string[] = [];
    for (const prediction of ['over', 'under', 'over']) {
      const bet = await player!.client.post('/api/games/dice', { betAmount: 10, prediction });
      expect(bet.status, JSON.stringify(bet.body)).toBe(200);
      roundIds.push(bet.body.roundId as string);
    }
    await waitFor(async () => (await totals()).gamesPlayed === 3, 15_000, "the wallet's totals of the rounds");

    await followRestoreRunbook(stage, ['admin', 'chat']);
    expect(await gamesPlayed(), "admin's game count before the repair").toBe(playedBefore);
    expect(await inFeed(roundIds), 'feed entries before the repair').toBe(0);

    const report = await runTool(SETTLEMENTS_TOOL, roundIds.flatMap((id) => ['--round', id]));
    expect(report).toContain('3 sent again');
    for (const id of roundIds) expect(report).toContain(`${id} (dice, settled `);

    await waitFor(async () => (await gamesPlayed()) === playedBefore + 3, 15_000, "admin's count of the rounds");
    await waitFor(async () => (await inFeed(roundIds)) === 3, 15_000, 'the feed entries');
    await sleep(1_500); // a second count would come within this
    expect(await gamesPlayed(), "admin's game count").toBe(playedBefore + 3);
    expect(await totals(), "the wallet's totals").toEqual({ gamesPlayed: 3, wagered: 30 });
  });

  it("a balance change: admin's count of points distributed takes it once", async () => {
    const { product } = stage;
    const pointsDistributed = async () => (await product.admin.get('/api/admin/stats')).body.totalPointsDistributed as number;
    const [player] = await registerPlayers(product.url, 1, 'bonus');
    await waitFor(async () => (await pointsDistributed()) > 0, 15_000, "admin's count of the signup bonus");
    await sleep(500);
    const distributedBefore = await pointsDistributed();

    await product.cluster.stopProcess('admin');
    const since = new Date();
    const claimed = await player!.client.post('/api/daily-bonus', {});
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    const bonus = claimed.body.points as number;
    expect(bonus).toBeGreaterThan(0);

    await followRestoreRunbook(stage, ['admin']);
    expect(await pointsDistributed(), "admin's count before the repair").toBe(distributedBefore);

    const report = await runTool(BALANCE_CHANGES_TOOL, ['--since', since.toISOString()]);
    expect(report).toMatch(/^1 sent again/);
    expect(report).toContain(`(daily_bonus +${bonus} for `);

    await waitFor(async () => (await pointsDistributed()) === distributedBefore + bonus, 15_000, "admin's count of the bonus");
    await sleep(1_500); // a second count would come within this
    expect(await pointsDistributed(), "admin's count of points distributed").toBe(distributedBefore + bonus);
  });
});

/** The restore runbook without the restore: stop every process, delete the event stream, start them all (`stopped` are down already). */
async function followRestoreRunbook({ product, nats }: FaultStage, stopped: string[]): Promise<void> {
  const running = product.cluster.processes.map((p) => p.spec.name).filter((name) => !stopped.includes(name));
  for (const name of running) await product.cluster.stopProcess(name);
  const nc = await connect({ servers: nats.url });
  try {
    const jsm = await nc.jetstreamManager();
    const streams = (await jsm.streams.list().next()).map((s) => s.config.name).filter((name) => name.endsWith('EVENTS') && !name.startsWith('KV_'));
    expect(streams, 'the event stream').toHaveLength(1);
    await jsm.streams.delete(streams[0]!);
  } finally {
    await nc.close();
  }
  for (const name of [...running, ...stopped]) product.cluster.startProcess(name);
  await product.cluster.waitReady(120_000);
  await sleep(1_000); // the consumers are up: nothing comes by itself
}
