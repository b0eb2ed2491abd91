import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, GetAdminUsersResponse } from '@app/contracts';
import { pino } from 'pino';
import { RemoteActions } from '../../src/application/remote-actions.js';
import { createAdminPrisma } from '../../src/db/client.js';
import { startAdminPanel, type AdminPanel } from '../support/panel.js';
import { call, sqlQuery } from '../support/harness.js';

let panel: AdminPanel;

beforeAll(async () => {
  panel = await startAdminPanel();
});

afterAll(async () => {
  await panel?.close();
});

interface ActionRow {
  id: string;
  adminId: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  targetUserId: string | null;
  details: Record<string, unknown>;
  ipAddress: string | null;
  status: string;
  error: string | null;
  attempts: number;
}

const actionRow = async (id: string) =>
  (await sqlQuery<ActionRow>(panel.infra.db!, 'SELECT * FROM "admin"."admin_actions" WHERE "id" = $1', [id]))[0];

describe('the users list', () => {
  beforeAll(() => {
    // Registered one after another, so newest first is a known order.
    for (let i = 0; i < 24; i++) {
      const user = panel.auth.addUser({ username: `listed_${String(i).padStart(2, '0')}`, email: `listed${i}@mail.test`, createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString() });
      if (i % 2 === 0) panel.wallet.balances.set(user.id, 100 * i);
      if (i === 22) panel.wallet.levels.set(user.id, 5);
    }
  });

  it("shows the first 20 users, newest first, with the total and each balance and level (the wallet's)", async () => {
    const { status, body } = await call<GetAdminUsersResponse>(panel.url, 'GET', '/api/admin/users', { as: panel.admin.id });
    expect(status).toBe(200);
    expect(body.users).toHaveLength(20);
    expect(body).toMatchObject({ total: 26, page: 1, pageSize: 20 });
    const listed = body.users.filter((u) => u.username.startsWith('listed_'));
    expect(listed[0]).toMatchObject({ username: 'listed_23', points: 0, level: 1 });
    expect(listed.find((u) => u.username === 'listed_22')).toMatchObject({ points: 2200, level: 5 });
  });

  it('shows balance and level as unknown (null), not as 0 and 1, when the wallet does not answer', async () => {
    panel.wallet.accountsUnavailable = true;
    try {
      const { status, body } = await call<GetAdminUsersResponse>(panel.url, 'GET', '/api/admin/users?search=listed_22', { as: panel.admin.id });
      expect(status).toBe(200);
      expect(body.users).toEqual([expect.objectContaining({ username: 'listed_22', points: null, level: null })]);
    } finally {
      panel.wallet.accountsUnavailable = false;
    }
  });

  it('finds users by part of the username or of the e-mail, case-insensitively', async () => {
    const byName = await call<GetAdminUsersResponse>(panel.url, 'GET', '/api/admin/users?search=LISTED_1', { as: panel.admin.id });
    expect(byName.body.users.map((u) => u.username)).toEqual(['listed_19', 'listed_18', 'listed_17', 'listed_16', 'listed_15', 'listed_14', 'listed_13', 'listed_12', 'listed_11', 'listed_10']);
    expect(byName.body.total).toBe(10);
    const byMail = await call<GetAdminUsersResponse>(panel.url, 'GET', '/api/admin/users?search=listed7%40mail', { as: panel.admin.id });
    expect(byMail.body.users.map((u: AdminUser) => u.username)).toEqual(['listed_07']);
  });

  it('pages on', async () => {
    const { body } = await call<GetAdminUsersResponse>(panel.url, 'GET', '/api/admin/users?page=2&pageSize=20', { as: panel.admin.id });
    expect(body).toMatchObject({ page: 2, total: 26 });
    expect(body.users).toHaveLength(6);
  });

  it('refuses a page size over 100 with a 400 naming pageSize', async () => {
    expect(await call(panel.url, 'GET', '/api/admin/users?pageSize=500', { as: panel.admin.id })).toMatchObject({ status: 400, body: { field: 'pageSize' } });
  });
});

describe('verifying an e-mail', () => {
  it('asks auth to mark it verified, answers a message, and audits it', async () => {
    const unverified = panel.auth.addUser({ emailVerified: false });
    const { status, body } = await call<{ message: string; user: { emailVerified: boolean }; actionId: string }>(panel.url, 'POST', `/api/admin/users/${unverified.id}/verify-email`, {
      as: panel.admin.id,
    });
    expect(status).toBe(200);
    expect(body.message).toMatch(/verified/);
    expect(body.user.emailVerified).toBe(true);
    expect(panel.auth.users.get(unverified.id)?.emailVerified).toBe(true);
    expect(await actionRow(body.actionId)).toMatchObject({ adminId: panel.admin.id, action: 'user.email_verified', targetUserId: unverified.id, ipAddress: '127.0.0.1', status: 'done' });
  });

  it('answers 404 for an unknown user and audits the refusal', async () => {
    const { status } = await call(panel.url, 'POST', '/api/admin/users/no-such-user/verify-email', { as: panel.admin.id });
    expect(status).toBe(404);
    const [row] = await sqlQuery<ActionRow>(panel.infra.db!, `SELECT * FROM "admin"."admin_actions" WHERE "targetUserId" = 'no-such-user'`);
    expect(row).toMatchObject({ action: 'user.email_verified', status: 'failed', error: 'No such user' });
  });
});

describe('banning and unbanning', () => {
  it('bans with a reason through auth (which ends the sessions), then unbans, each audited', async () => {
    const cheat = panel.auth.addUser();
    const banned = await call<{ user: { isBanned: boolean }; actionId: string }>(panel.url, 'POST', `/api/admin/users/${cheat.id}/ban`, { as: panel.admin.id, body: { reason: 'multi-accounting' } });
    expect(banned).toMatchObject({ status: 200, body: { user: { isBanned: true } } });
    expect(panel.auth.moderateRequests.at(-1)).toEqual({ userId: cheat.id, isBanned: true, banReason: 'multi-accounting' });
    expect(await actionRow(banned.body.actionId)).toMatchObject({ action: 'user.banned', targetUserId: cheat.id, details: { reason: 'multi-accounting' }, status: 'done' });

    const unbanned = await call<{ user: { isBanned: boolean }; actionId: string }>(panel.url, 'POST', `/api/admin/users/${cheat.id}/unban`, { as: panel.admin.id });
    expect(unbanned).toMatchObject({ status: 200, body: { user: { isBanned: false } } });
    expect(panel.auth.moderateRequests.at(-1)).toEqual({ userId: cheat.id, isBanned: false });
    expect(await actionRow(unbanned.body.actionId)).toMatchObject({ action: 'user.unbanned', status: 'done' });
  });

  it('refuses a ban without a reason', async () => {
    const user = panel.auth.addUser();
    expect(await call(panel.url, 'POST', `/api/admin/users/${user.id}/ban`, { as: panel.admin.id, body: { reason: '  ' } })).toMatchObject({
      status: 400,
      body: { field: 'reason', message: 'reason: A reason is required' },
    });
    expect(panel.auth.users.get(user.id)?.isBanned).toBe(false);
  });

  it('refuses to let an admin ban themselves', async () => {
    expect(await call(panel.url, 'POST', `/api/admin/users/${panel.admin.id}/ban`, { as: panel.admin.id, body: { reason: 'oops' } })).toMatchObject({
      status: 400,
      body: { message: 'You cannot ban yourself' },
    });
    expect(panel.auth.users.get(panel.admin.id)?.isBanned).toBe(false);
  });
});

describe('adjusting points', () => {
  it('credits a positive amount as an admin_adjustment keyed by the action id, and audits it', async () => {
    const user = panel.auth.addUser();
    panel.wallet.balances.set(user.id, 100);
    const { status, body } = await call<{ balance: number; actionId: string }>(panel.url, 'POST', `/api/admin/users/${user.id}/adjust-points`, {
      as: panel.admin.id,
      body: { amount: 250, reason: 'support goodwill' },
    });
    expect(status).toBe(200);
    expect(body.balance).toBe(350);
    expect(panel.wallet.applied.at(-1)).toEqual({
      kind: 'credit',
      userId: user.id,
      operationId: body.actionId,
      amount: 250,
      reason: 'admin_adjustment',
      description: 'Admin adjustment: support goodwill',
    });
    expect(await actionRow(body.actionId)).toMatchObject({
      adminId: panel.admin.id,
      action: 'user.points_adjusted',
      targetType: 'user',
      targetUserId: user.id,
      details: { amount: 250, reason: 'support goodwill' },
      ipAddress: '127.0.0.1',
      status: 'done',
    });
  });

  it('debits a negative amount by its size', async () => {
    const user = panel.auth.addUser();
    panel.wallet.balances.set(user.id, 100);
    const { body } = await call<{ balance: number; actionId: string }>(panel.url, 'POST', `/api/admin/users/${user.id}/adjust-points`, {
      as: panel.admin.id,
      body: { amount: -40, reason: 'chargeback' },
    });
    expect(body.balance).toBe(60);
    expect(panel.wallet.applied.at(-1)).toMatchObject({ kind: 'debit', amount: 40, operationId: body.actionId, reason: 'admin_adjustment' });
  });

  it('refuses to take more than the balance, and records the action as failed', async () => {
    const user = panel.auth.addUser();
    panel.wallet.balances.set(user.id, 10);
    const { status, body } = await call(panel.url, 'POST', `/api/admin/users/${user.id}/adjust-points`, { as: panel.admin.id, body: { amount: -50, reason: 'too much' } });
    expect(status).toBe(400);
    // the panel's toast says what was refused and why, on the amount field (not the wallet's bare 'Insufficient points')
    expect(body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', field: 'amount', message: 'Cannot take 50 points: the user has fewer, and a deduction can take at most their balance' });
    const [row] = await sqlQuery<ActionRow>(panel.infra.db!, `SELECT * FROM "admin"."admin_actions" WHERE "targetUserId" = $1`, [user.id]);
    expect(row).toMatchObject({ status: 'failed', error: 'Insufficient points' });
    expect(panel.wallet.balances.get(user.id)).toBe(10);
  });

  it.each([
    [{ amount: 0, reason: 'x' }, 'amount', 'amount: Amount must not be 0'],
    [{ amount: 1.5, reason: 'x' }, 'amount', 'amount: Amount must be a whole number of points'],
    [{ amount: '10', reason: 'x' }, 'amount', 'amount: Amount must be a whole number of points'],
    [{ amount: 10 }, 'reason', 'reason: A reason is required'],
  ])('refuses %j with a 400 on %s', async (body, field, message) => {
    const user = panel.auth.addUser();
    expect(await call(panel.url, 'POST', `/api/admin/users/${user.id}/adjust-points`, { as: panel.admin.id, body })).toMatchObject({ status: 400, body: { field, message } });
  });

  it('applies once when the wallet applied it but the answers were lost: pending, then re-sent with the same key', async () => {
    const user = panel.auth.addUser();
    panel.wallet.balances.set(user.id, 0);
    const before = panel.wallet.received.length;
    // The live attempt and its one retry both lose their answer after the credit is made.
    panel.wallet.loseReplies('wallet.v1.credit', 2);
    const live = await call<{ code: string; message: string }>(panel.url, 'POST', `/api/admin/users/${user.id}/adjust-points`, { as: panel.admin.id, body: { amount: 75, reason: 'lost reply' } });
    expect(live.status).toBe(503);
    expect(live.body.message).toMatch(/did not confirm in time; the action \(.+\) is saved and will be retried automatically/);
    const [pending] = await sqlQuery<ActionRow>(panel.infra.db!, `SELECT * FROM "admin"."admin_actions" WHERE "targetUserId" = $1`, [user.id]);
    expect(pending).toMatchObject({ status: 'pending', action: 'user.points_adjusted' });

    // The retry pass (here: another replica's, with the retry made due now) re-sends it.
    await sqlQuery(panel.infra.db!, `UPDATE "admin"."admin_actions" SET "nextAttemptAt" = now() WHERE "id" = $1`, [pending!.id]);
    const prisma = createAdminPrisma(panel.infra.db!);
    try {
      expect(await new RemoteActions(prisma, panel.infra.bus, pino({ level: 'silent' })).retryDue()).toBe(1);
    } finally {
      await prisma.$disconnect();
    }
    expect(await actionRow(pending!.id)).toMatchObject({ status: 'done', attempts: 2 });
    const sent = panel.wallet.received.slice(before);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.operationId))).toEqual(new Set([pending!.id]));
    expect(panel.wallet.applied.filter((m) => m.userId === user.id)).toHaveLength(1);
    expect(panel.wallet.balances.get(user.id)).toBe(75);
  });

  describe('with an Idempotency-Key (a double click, a retry after a timeout)', () => {
    const adjust = (userId: string, body: unknown, key: string, as = panel.admin.id) =>
      call<{ actionId: string; code?: string; message?: string }>(panel.url, 'POST', `/api/admin/users/${userId}/adjust-points`, { as, body, headers: { 'Idempotency-Key': key } });

    it('applies a request sent five times at once once, and answers each with the same action', async () => {
      const user = panel.auth.addUser();
      panel.wallet.balances.set(user.id, 0);
      const answers = await Promise.all(Array.from({ length: 5 }, () => adjust(user.id, { amount: 7, reason: 'same click' }, 'click-0001')));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.body.actionId)).size).toBe(1);
      expect(panel.wallet.balances.get(user.id)).toBe(7);
      expect(panel.wallet.applied.filter((m) => m.userId === user.id)).toHaveLength(1);
      const rows = await sqlQuery<ActionRow>(panel.infra.db!, `SELECT * FROM "admin"."admin_actions" WHERE "targetUserId" = $1`, [user.id]);
      expect(rows.map((r) => r.status)).toEqual(['done']);
    });

    it('refuses the key reused for another adjustment with 409, and applies nothing more', async () => {
      const user = panel.auth.addUser();
      panel.wallet.balances.set(user.id, 0);
      expect((await adjust(user.id, { amount: 5, reason: 'first' }, 'click-0002')).status).toBe(200);
      expect(await adjust(user.id, { amount: 50, reason: 'first' }, 'click-0002')).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_MISMATCH' } });
      expect(panel.wallet.balances.get(user.id)).toBe(5);
    });

    it('answers a refused request again as refused, without trying it again once it could succeed', async () => {
      const user = panel.auth.addUser();
      panel.wallet.balances.set(user.id, 10);
      expect(await adjust(user.id, { amount: -20, reason: 'too much' }, 'click-0003')).toMatchObject({ status: 400, body: { code: 'INSUFFICIENT_FUNDS' } });
      panel.wallet.balances.set(user.id, 100);
      expect(await adjust(user.id, { amount: -20, reason: 'too much' }, 'click-0003')).toMatchObject({ status: 400, body: { code: 'INSUFFICIENT_FUNDS' } });
      expect(panel.wallet.balances.get(user.id)).toBe(100);
    });

    it("keeps two admins' equal keys apart", async () => {
      const other = panel.auth.addUser({ isAdmin: true });
      const user = panel.auth.addUser();
      panel.wallet.balances.set(user.id, 0);
      await adjust(user.id, { amount: 3, reason: 'shared key' }, 'click-0004');
      await adjust(user.id, { amount: 3, reason: 'shared key' }, 'click-0004', other.id);
      expect(panel.wallet.balances.get(user.id)).toBe(6);
    });

    it('refuses a malformed key with a 400 naming the header', async () => {
      const user = panel.auth.addUser();
      expect(await adjust(user.id, { amount: 1, reason: 'x' }, 'no spaces allowed')).toMatchObject({ status: 400, body: { field: 'Idempotency-Key' } });
    });
  });

  it('ten adjustments of one user at once are ten ledger entries, each with its own action', async () => {
    const user = panel.auth.addUser();
    panel.wallet.balances.set(user.id, 0);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call<{ actionId: string }>(panel.url, 'POST', `/api/admin/users/${user.id}/adjust-points`, { as: panel.admin.id, body: { amount: i + 1, reason: 'batch' } })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.actionId)).size).toBe(10);
    expect(panel.wallet.balances.get(user.id)).toBe(55);
    const rows = await sqlQuery<ActionRow>(panel.infra.db!, `SELECT * FROM "admin"."admin_actions" WHERE "targetUserId" = $1`, [user.id]);
    expect(rows.map((r) => r.status)).toEqual(Array(10).fill('done'));
  });
});
