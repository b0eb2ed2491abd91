import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServers } from '@app/platform/testing';
import { SiteClient, waitFor } from '../support/http-client.js';
import { ADMIN, startFaultProduct, type FaultProduct } from './faults/support/fault-product.js';
import { expectBalancesMatchLedger } from './faults/support/invariants.js';
import { registerPlayers, type Player } from './faults/support/storm.js';

// The admin panel's rules checked through the gateway, over real HTTP, against the cluster of
// `npm run start:cluster`: withdrawals are decided once, a changed setting applies at once, a ban ends
// the player's open session.
describe('admin through the gateway', () => {
  let product: FaultProduct;

  beforeAll(async () => {
    product = await startFaultProduct({ natsUrl: testServers.natsUrl, redisUrl: testServers.redisUrl });
  });
  afterAll(async () => {
    await product?.stop();
  });

  const userIdOf = async (client: SiteClient) => (await client.get('/api/auth/user')).body.id as string;
  const pointsOf = async (client: SiteClient) => (await client.get('/api/auth/user')).body.points as number;

  /** A verified player with `points` more points and a pending PayPal withdrawal of 1000. */
  async function playerWithPendingWithdrawal(prefix: string): Promise<{ player: Player; userId: string; withdrawalId: string; before: number }> {
    const [player] = await registerPlayers(product.url, 1, prefix);
    const userId = await userIdOf(player!.client);
    expect((await product.admin.post(`/api/admin/users/${userId}/verify-email`)).status).toBe(200);
    const granted = await product.admin.post(`/api/admin/users/${userId}/adjust-points`, { amount: 2000, reason: 'withdrawal test' });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const before = await pointsOf(player!.client);
    const requested = await player!.client.post('/api/withdrawal/request', { method: 'paypal', amount: 1000, paymentDetails: `${prefix}@example.com` });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    expect(await pointsOf(player!.client)).toBe(before - 1000);
    return { player: player!, userId, withdrawalId: requested.body.withdrawal.id, before };
  }

  const refunds = async (userId: string) =>
    (await product.db.query<{ amount: number }>(`SELECT amount FROM wallet.ledger_entries WHERE "userId" = $1 AND type = 'withdrawal_refund'`, [userId])).rows.map((r) => r.amount);

  it('refuses to approve or reject a withdrawal that is no longer pending', async () => {
    const { player, userId, withdrawalId, before } = await playerWithPendingWithdrawal('appr');
    const approved = await product.admin.request('PATCH', `/api/admin/withdrawal/${withdrawalId}`, { status: 'approved' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const again = await product.admin.request('PATCH', `/api/admin/withdrawal/${withdrawalId}`, { status: 'approved' });
    expect(again.status).toBe(409);
    const rejected = await product.admin.request('PATCH', `/api/admin/withdrawal/${withdrawalId}`, { status: 'rejected' });
    expect(rejected.status).toBe(409);
    expect(await pointsOf(player.client)).toBe(before - 1000);
    expect(await refunds(userId)).toEqual([]);

    const second = await playerWithPendingWithdrawal('rej');
    expect((await product.admin.request('PATCH', `/api/admin/withdrawal/${second.withdrawalId}`, { status: 'rejected' })).status).toBe(200);
    expect((await product.admin.request('PATCH', `/api/admin/withdrawal/${second.withdrawalId}`, { status: 'approved' })).status).toBe(409);
    expect((await product.admin.request('PATCH', `/api/admin/withdrawal/${second.withdrawalId}`, { status: 'rejected' })).status).toBe(409);
    expect(await pointsOf(second.player.client)).toBe(second.before);
    expect(await refunds(second.userId)).toEqual([1000]);
    await expectBalancesMatchLedger(product.db);
  });

  it('returns the points of a rejection once when two admins reject at the same time', async () => {
    const { player, userId, withdrawalId, before } = await playerWithPendingWithdrawal('race');
    const otherAdmin = new SiteClient(product.url);
    expect((await otherAdmin.post('/api/auth/login', { username: ADMIN.username, password: ADMIN.password })).status).toBe(200);
    const answers = await Promise.all([
      product.admin.request('PATCH', `/api/admin/withdrawal/${withdrawalId}`, { status: 'rejected' }),
      otherAdmin.request('PATCH', `/api/admin/withdrawal/${withdrawalId}`, { status: 'rejected' }),
    ]);
    expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([200, 409]);
    expect(await refunds(userId)).toEqual([1000]);
    expect(await pointsOf(player.client)).toBe(before);
    await expectBalancesMatchLedger(product.db);
  });

  it('pays a changed signup_bonus to the next registration without a restart', async () => {
    const changed = await product.admin.request('PUT', '/api/admin/settings/signup_bonus', { value: 275 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    try {
      const client = new SiteClient(product.url);
      const username = `bonus${Date.now() % 1_000_000}`;
      const registered = await client.post('/api/auth/register', { username, email: `${username}@example.com`, password: 'Blue-Lantern-77', firstName: 'Pat', lastName: 'Player' });
      expect(registered.status, JSON.stringify(registered.body)).toBe(200);
      await waitFor(async () => (await pointsOf(client)) > 0, 15_000, 'the signup bonus');
      expect(await pointsOf(client)).toBe(275);
      const history = (await client.get('/api/user/transactions')).body as { type: string; amount: number }[];
      expect(history.filter((t) => t.type === 'signup_bonus').map((t) => t.amount)).toEqual([275]);
    } finally {
      await product.admin.request('PUT', '/api/admin/settings/signup_bonus', { value: 100 });
    }
  });

  it("ends a banned user's open session within a second, and refuses their bet", async () => {
    const [player] = await registerPlayers(product.url, 1, 'ban');
    const client = player!.client;
    const userId = await userIdOf(client);
    expect((await client.post('/api/games/dice', { betAmount: 1, prediction: 'over' })).status).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    const banned = await product.admin.post(`/api/admin/users/${userId}/ban`, { reason: 'e2e ban' });
    expect(banned.status, JSON.stringify(banned.body)).toBe(200);
    const bannedAt = Date.now();
    await waitFor(async () => (await client.get('/api/auth/user')).status === 401, 1_000, 'the banned session to stop working');
    expect(Date.now() - bannedAt).toBeLessThanOrEqual(1_000);
    const balance = async () => (await product.db.query<{ points: number }>(`SELECT points FROM wallet.accounts WHERE "userId" = $1`, [userId])).rows[0]!.points;
    const before = await balance();
    const bet = await client.post('/api/games/dice', { betAmount: 1, prediction: 'over' });
    expect([401, 403]).toContain(bet.status);
    expect(await balance()).toBe(before);
    const relogin = await client.post('/api/auth/login', { username: player!.username, password: 'Blue-Lantern-77' });
    expect(relogin.status).not.toBe(200);
  });
});
