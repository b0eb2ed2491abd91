import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { connect } from 'nats';
import { describe, expect, it } from 'vitest';
import { SiteClient, waitFor } from '../../support/http-client.js';
import { faultStage } from './support/fault-stage.js';
import { sleep } from './support/storm.js';

const TOOL = join(import.meta.dirname, '../../../services/auth/dist/tools/resend-registrations.js');
const SIGNUP_BONUS = 100;

// A database restored from a backup taken while a registration was on its way (docs/operations.md,
// "Backups and restores"): auth has the account, and admin, chat and games handled its event, but the wallet
// had not yet. The state is made without a restore: the wallet is stopped while the player registers, and
// the restore runbook is followed (everything stopped, the event stream deleted, everything started), so
// the event the wallet never handled is gone. Then the repair tool sends the registration again under its
// first id: the wallet opens the account and credits the signup bonus, and nobody else counts it twice.
describe('a registration lost by a restore, sent again', () => {
  const stage = faultStage();

  it('opens the wallet account once, and no other consumer counts the player twice', async () => {
    const { product } = stage;
    const totalUsers = async () => (await product.admin.get('/api/public/stats')).body.totalUsers as number;
    const pointsDistributed = async () => (await product.admin.get('/api/admin/stats')).body.totalPointsDistributed as number;
    const count = async (sql: string, userId: string) => Number((await product.db.query(sql, [userId])).rows[0].n);
    const usersBefore = await totalUsers();
    const distributedBefore = await pointsDistributed();

    await product.cluster.stopProcess('wallet');
    const player = new SiteClient(product.url);
    const username = `lost${Date.now().toString(36)}`;
    const registered = await player.post('/api/auth/register', { username, email: `${username}@example.com`, password: 'Blue-Lantern-77', firstName: 'Pat', lastName: 'Player' });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const userId = registered.body.user.id as string;
    await waitFor(async () => (await totalUsers()) === usersBefore + 1, 15_000, "admin's count of the registration");
    await waitFor(async () => (await count('SELECT count(*) AS n FROM chat.notifications WHERE "userId" = $1', userId)) === 1, 15_000, "chat's welcome notice");
    await waitFor(async () => (await count('SELECT count(*) AS n FROM games.players WHERE "userId" = $1', userId)) === 1, 15_000, "games' player row");

    // the restore runbook: stop everything, (restore,) delete the event stream, start everything
    const names = product.cluster.processes.map((p) => p.spec.name).filter((name) => name !== 'wallet');
    for (const name of names) await product.cluster.stopProcess(name);
    const nc = await connect({ servers: stage.nats.url });
    try {
      const jsm = await nc.jetstreamManager();
      const streams = (await jsm.streams.list().next()).map((s) => s.config.name).filter((name) => name.endsWith('EVENTS') && !name.startsWith('KV_'));
      expect(streams, 'the event stream').toHaveLength(1);
      await jsm.streams.delete(streams[0]!);
    } finally {
      await nc.close();
    }
    for (const name of [...names, 'wallet']) product.cluster.startProcess(name);
    await product.cluster.waitReady(120_000);
    await sleep(1_000); // the wallet's consumers are up: nothing comes for the player by itself
    expect(await count('SELECT count(*) AS n FROM wallet.accounts WHERE "userId" = $1', userId), 'a wallet account before the repair').toBe(0);

    const tool = await promisify(execFile)(process.execPath, [TOOL, '--user', userId], { env: { PATH: process.env.PATH, DATABASE_URL: product.databaseUrl } });
    expect(tool.stdout).toContain(`1 sent again`);
    expect(tool.stdout).toContain(`${userId} (${username})`);

    await waitFor(async () => ((await player.get('/api/auth/user')).body?.points ?? 0) === SIGNUP_BONUS, 15_000, 'the signup bonus');
    await waitFor(async () => (await pointsDistributed()) === distributedBefore + SIGNUP_BONUS, 15_000, "admin's count of the bonus");
    await sleep(1_500); // a second count of the player would come within this
    expect(await totalUsers(), "admin's count of players").toBe(usersBefore + 1);
    expect(await count('SELECT count(*) AS n FROM chat.notifications WHERE "userId" = $1', userId), 'welcome notices').toBe(1);
    expect(await count(`SELECT count(*) AS n FROM wallet.ledger_entries WHERE "userId" = $1 AND type = 'signup_bonus'`, userId), 'signup bonuses').toBe(1);
    expect(await count('SELECT count(*) AS n FROM games.players WHERE "userId" = $1', userId), "games' player rows").toBe(1);
  });
});
