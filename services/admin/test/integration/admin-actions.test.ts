import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetAdminActionsResponse, GetBlockedIpsResponse, PostAdminRainResponse, PostBlockedIpResponse } from '@app/contracts';
import { startAdminPanel, type AdminPanel } from '../support/panel.js';
import { call, eventually, sqlQuery } from '../support/harness.js';

let panel: AdminPanel;

beforeAll(async () => {
  panel = await startAdminPanel();
});

afterAll(async () => {
  await panel?.close();
});

const actions = async (query = '') => {
  const answer = await call<GetAdminActionsResponse>(panel.url, 'GET', `/api/admin/actions${query}`, { as: panel.admin.id });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('blocking IP addresses', () => {
  it('blocks an address through auth with a reason, audits it, and lists it', async () => {
    const { status, body } = await call<PostBlockedIpResponse>(panel.url, 'POST', '/api/admin/blocked-ips', {
      as: panel.admin.id,
      body: { ipAddress: '203.0.113.7', reason: 'signup farm' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ blockedIp: { ipAddress: '203.0.113.7', reason: 'signup farm' }, created: true });
    expect(panel.auth.blockedIps.has('203.0.113.7')).toBe(true);
    const list = await call<GetBlockedIpsResponse>(panel.url, 'GET', '/api/admin/blocked-ips', { as: panel.admin.id });
    expect(list.body).toMatchObject({ total: 1, blockedIps: [{ ipAddress: '203.0.113.7' }] });
    expect((await actions('?action=ip')).actions[0]).toMatchObject({ id: body.actionId, action: 'ip.blocked', targetType: 'ip', targetId: '203.0.113.7', status: 'done' });
  });

  it('blocking an address twice is harmless (created: false) and adds no second entry to the audit log', async () => {
    const again = await call<PostBlockedIpResponse>(panel.url, 'POST', '/api/admin/blocked-ips', { as: panel.admin.id, body: { ipAddress: '203.0.113.7' } });
    expect(again).toMatchObject({ status: 200, body: { created: false, actionId: null } });
    expect((await actions('?target=203.0.113.7')).actions.map((a) => a.action)).toEqual(['ip.blocked']);
  });

  it('unblocking an address that is not blocked is harmless (removed: false) and adds no entry to the audit log', async () => {
    const { status, body } = await call(panel.url, 'DELETE', '/api/admin/blocked-ips/198.51.100.9', { as: panel.admin.id });
    expect(status).toBe(200);
    expect(body).toMatchObject({ removed: false, actionId: null });
    expect((await actions('?target=198.51.100.9')).total).toBe(0);
  });

  it('keeps the entry of a block whose answer was lost, though the re-send is told the address is blocked already', async () => {
    // the first send blocks the address and its answer is lost: the second send's "blocked already" is the first one's doing
    panel.auth.loseReplies('auth.v1.ip.block', 1);
    const { status, body } = await call<PostBlockedIpResponse>(panel.url, 'POST', '/api/admin/blocked-ips', { as: panel.admin.id, body: { ipAddress: '198.51.100.23' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ created: false, actionId: expect.any(String) });
    expect((await actions('?target=198.51.100.23')).actions).toMatchObject([{ id: body.actionId, action: 'ip.blocked', status: 'done' }]);
  });

  it('unblocks an IPv6 address given URL-encoded', async () => {
    await call(panel.url, 'POST', '/api/admin/blocked-ips', { as: panel.admin.id, body: { ipAddress: '2001:db8::1' } });
    const { status, body } = await call(panel.url, 'DELETE', `/api/admin/blocked-ips/${encodeURIComponent('2001:db8::1')}`, { as: panel.admin.id });
    expect(status).toBe(200);
    expect(body).toMatchObject({ removed: true, actionId: expect.any(String) });
    expect(panel.auth.blockedIps.has('2001:db8::1')).toBe(false);
    expect((await actions('?target=2001:db8::1')).actions.map((a) => [a.action, a.status])).toEqual([
      ['ip.unblocked', 'done'],
      ['ip.blocked', 'done'],
    ]);
  });

  it('refuses what is not an address, and the address the admin is using', async () => {
    expect(await call(panel.url, 'POST', '/api/admin/blocked-ips', { as: panel.admin.id, body: { ipAddress: '300.1.1.1' } })).toMatchObject({
      status: 400,
      body: { field: 'ipAddress', message: 'ipAddress: Enter a valid IPv4 or IPv6 address' },
    });
    expect(await call(panel.url, 'POST', '/api/admin/blocked-ips', { as: panel.admin.id, body: { ipAddress: '127.0.0.1' } })).toMatchObject({
      status: 400,
      body: { field: 'ipAddress', message: 'You cannot block the IP address you are using' },
    });
    expect(panel.auth.blockedIps.has('127.0.0.1')).toBe(false);
  });
});

describe('starting a rain', () => {
  it('starts it through chat, keyed by the action id, and audits it', async () => {
    const { status, body } = await call<PostAdminRainResponse>(panel.url, 'POST', '/api/admin/rain', { as: panel.admin.id, body: { amount: 500, durationMs: 20_000 } });
    expect(status).toBe(200);
    expect(body.rain).toMatchObject({ amount: 500, durationMs: 20_000 });
    expect(panel.chat.started.at(-1)).toEqual({ adminId: panel.admin.id, amount: 500, durationMs: 20_000, operationId: body.actionId });
    const [row] = (await actions('?action=rain.started')).actions;
    expect(row).toMatchObject({ id: body.actionId, adminId: panel.admin.id, adminUsername: 'chief_admin', status: 'done', details: { amount: 500, durationMs: 20_000, message: null } });
  });

  it('refuses a second rain while one is open (409) and records the refusal', async () => {
    const { status, body } = await call(panel.url, 'POST', '/api/admin/rain', { as: panel.admin.id, body: { amount: 100 } });
    expect(status).toBe(409);
    expect(body).toMatchObject({ message: 'A rain is already in progress' });
    expect((await actions('?action=rain&status=failed')).actions[0]).toMatchObject({ status: 'failed', error: 'A rain is already in progress' });
    panel.chat.endRain();
  });

  it('records the duration chat applied when the admin gave none (its rain_default_duration_ms)', async () => {
    panel.chat.defaultDurationMs = 30_000;
    try {
      const { status, body } = await call<PostAdminRainResponse>(panel.url, 'POST', '/api/admin/rain', { as: panel.admin.id, body: { amount: 250 } });
      expect(status).toBe(200);
      expect(panel.chat.started.at(-1)).not.toHaveProperty('durationMs');
      const [row] = (await actions('?action=rain.started')).actions;
      expect(row).toMatchObject({ id: body.actionId, status: 'done', details: { amount: 250, durationMs: 30_000, message: null } });
    } finally {
      panel.chat.defaultDurationMs = 15_000;
      panel.chat.endRain();
    }
  });

  it('refuses an amount of 0 with a 400 naming amount', async () => {
    expect(await call(panel.url, 'POST', '/api/admin/rain', { as: panel.admin.id, body: { amount: 0 } })).toMatchObject({ status: 400, body: { field: 'amount' } });
  });
});

describe('the audit log', () => {
  it('lists every action newest first, with who, what, target, IP and when', async () => {
    const log = await actions();
    expect(log.total).toBeGreaterThanOrEqual(5);
    const times = log.actions.map((a) => Date.parse(a.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(log.actions[0]).toMatchObject({ adminId: panel.admin.id, adminUsername: 'chief_admin', ipAddress: '127.0.0.1', completedAt: expect.any(String) });
  });

  it('includes local actions (a setting change) next to remote ones', async () => {
    await call(panel.url, 'PUT', '/api/admin/settings/signup_bonus', { as: panel.admin.id, body: { value: '150' } });
    expect((await actions()).actions[0]).toMatchObject({ action: 'setting.updated', targetType: 'setting', targetId: 'signup_bonus', status: 'done', details: { from: '100', to: '150', wasDefault: true }, targetUserId: null, targetUsername: null });
  });

  it('filters by action (or a dotted prefix of it) and by target id or affected user', async () => {
    const user = panel.auth.addUser();
    panel.wallet.balances.set(user.id, 0);
    await call(panel.url, 'POST', `/api/admin/users/${user.id}/adjust-points`, { as: panel.admin.id, body: { amount: 5, reason: 'filter test' } });
    await call(panel.url, 'POST', `/api/admin/users/${user.id}/verify-email`, { as: panel.admin.id });
    expect((await actions(`?target=${user.id}`)).actions.map((a) => a.action)).toEqual(['user.email_verified', 'user.points_adjusted']);
    expect((await actions(`?target=${user.id}`)).actions[0]).toMatchObject({ targetUserId: user.id, targetUsername: user.username });
    expect((await actions(`?target=${user.id}&action=user.points_adjusted`)).actions).toHaveLength(1);
    expect((await actions('?action=user')).actions.every((a) => a.action.startsWith('user.'))).toBe(true);
    expect((await actions('?action=ip.blocked')).actions.every((a) => a.action === 'ip.blocked')).toBe(true);
    expect((await actions('?target=203.0.113.7')).total).toBe(1);
  });

  it('pages', async () => {
    const all = await actions('?pageSize=100');
    const second = await actions('?page=2&pageSize=3');
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: all.total });
    expect(second.actions.map((a) => a.id)).toEqual(all.actions.slice(3, 6).map((a) => a.id));
  });

  it('refuses a malformed filter with a 400', async () => {
    expect(await call(panel.url, 'GET', '/api/admin/actions?status=maybe', { as: panel.admin.id })).toMatchObject({ status: 400, body: { field: 'status' } });
    expect(await call(panel.url, 'GET', '/api/admin/actions?action=DROP%20TABLE', { as: panel.admin.id })).toMatchObject({ status: 400, body: { field: 'action' } });
  });

  it('shows an unanswered action as pending until the service’s own retry pass settles it', async () => {
    const user = panel.auth.addUser();
    panel.wallet.balances.set(user.id, 0);
    panel.wallet.loseReplies('wallet.v1.credit', 2);
    expect((await call(panel.url, 'POST', `/api/admin/users/${user.id}/adjust-points`, { as: panel.admin.id, body: { amount: 9, reason: 'retry' } })).status).toBe(503);
    const [pending] = (await actions(`?target=${user.id}`)).actions;
    expect(pending).toMatchObject({ status: 'pending', completedAt: null });
    await sqlQuery(panel.infra.db!, `UPDATE "admin"."admin_actions" SET "nextAttemptAt" = now() WHERE "id" = $1`, [pending!.id]);
    await eventually(async () => (await actions(`?target=${user.id}`)).actions[0]?.status === 'done', 10_000);
    expect(panel.wallet.balances.get(user.id)).toBe(9);
  });
});
