import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStatsResponse, GetAdminActionsResponse, GetAdminWithdrawalsResponse, PatchWithdrawalResponse } from '@app/contracts';
import { startAdminPanel, type AdminPanel } from '../support/panel.js';
import { call, eventually, sqlQuery } from '../support/harness.js';

let panel: AdminPanel;
let secondAdmin: { id: string };

beforeAll(async () => {
  panel = await startAdminPanel();
  secondAdmin = panel.auth.addUser({ isAdmin: true, username: 'deputy_admin' });
});

afterAll(async () => {
  await panel?.close();
});

const actionsOn = (withdrawalId: string) =>
  sqlQuery<{ adminId: string; action: string; status: string; error: string | null; targetUserId: string | null; details: Record<string, unknown> }>(
    panel.infra.db!,
    `SELECT "adminId", "action", "status", "error", "targetUserId", "details" FROM "admin"."admin_actions" WHERE "targetType" = 'withdrawal' AND "targetId" = $1 ORDER BY "seq"`,
    [withdrawalId],
  );

describe('the withdrawals list', () => {
  it('lists the wallet’s withdrawals newest first, filtered by status', async () => {
    const older = panel.wallet.addWithdrawal({ createdAt: '2025-01-01T00:00:00.000Z', status: 'completed' });
    const newer = panel.wallet.addWithdrawal({ createdAt: '2025-01-02T00:00:00.000Z' });
    const all = await call<GetAdminWithdrawalsResponse>(panel.url, 'GET', '/api/admin/withdrawals', { as: panel.admin.id });
    expect(all.status).toBe(200);
    expect(all.body.withdrawals.map((w) => w.id)).toEqual([newer.id, older.id]);
    expect(all.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    const pending = await call<GetAdminWithdrawalsResponse>(panel.url, 'GET', '/api/admin/withdrawals?status=pending', { as: panel.admin.id });
    expect(pending.body.withdrawals.map((w) => w.id)).toEqual([newer.id]);
  });

  it('lists the approved withdrawals waiting for an admin to pay them (status=approved&payoutMode=admin)', async () => {
    const manual = panel.wallet.addWithdrawal({ status: 'approved', payoutMode: 'admin' });
    panel.wallet.addWithdrawal({ status: 'approved', payoutMode: 'automatic', method: 'robux' });
    const waiting = await call<GetAdminWithdrawalsResponse>(panel.url, 'GET', '/api/admin/withdrawals?status=approved&payoutMode=admin', { as: panel.admin.id });
    expect(waiting.status).toBe(200);
    expect(waiting.body.withdrawals.map((w) => w.id)).toEqual([manual.id]);
    expect(waiting.body.withdrawals[0]).toMatchObject({ payoutMode: 'admin' });
    expect(await call(panel.url, 'GET', '/api/admin/withdrawals?payoutMode=someone', { as: panel.admin.id })).toMatchObject({ status: 400, body: { field: 'payoutMode' } });
  });

  it('refuses an unknown status filter with a 400 naming status', async () => {
    expect(await call(panel.url, 'GET', '/api/admin/withdrawals?status=lost', { as: panel.admin.id })).toMatchObject({ status: 400, body: { field: 'status' } });
  });

  it('counts the pending ones in the admin stats', async () => {
    const { status, body } = await call<AdminStatsResponse>(panel.url, 'GET', '/api/admin/stats', { as: panel.admin.id });
    expect(status).toBe(200);
    expect(body.pendingWithdrawals).toBe([...panel.wallet.withdrawals.values()].filter((w) => w.status === 'pending').length);
  });

  it('counts the approved ones an admin still has to pay by hand apart, in the admin stats', async () => {
    const stats = async () => (await call<AdminStatsResponse>(panel.url, 'GET', '/api/admin/stats', { as: panel.admin.id })).body;
    const before = await stats();
    panel.wallet.addWithdrawal({ status: 'approved', payoutMode: 'admin' });
    panel.wallet.addWithdrawal({ status: 'approved', payoutMode: 'admin', method: 'cashapp' });
    // an automatic one is paid without the admin, and a completed one is paid already
    panel.wallet.addWithdrawal({ status: 'approved', payoutMode: 'automatic', method: 'robux' });
    panel.wallet.addWithdrawal({ status: 'completed', payoutMode: 'admin' });
    const after = await stats();
    expect(after.awaitingPaymentWithdrawals).toBe(before.awaitingPaymentWithdrawals + 2);
    expect(after.pendingWithdrawals).toBe(before.pendingWithdrawals);
  });
});

describe('deciding a withdrawal', () => {
  it('approves a pending one through the wallet, with the spec’s default notes, and audits what was approved', async () => {
    const w = panel.wallet.addWithdrawal({ method: 'zelle', amount: 123_456, usdValue: 1234.56 });
    const { status, body } = await call<PatchWithdrawalResponse>(panel.url, 'PATCH', `/api/admin/withdrawal/${w.id}`, { as: panel.admin.id, body: { status: 'approved' } });
    expect(status).toBe(200);
    expect(body.withdrawal).toMatchObject({ id: w.id, status: 'approved', adminNotes: 'Approved by admin' });
    expect(panel.wallet.received.at(-1)).toEqual({ subject: 'wallet.v1.withdrawal.review', operationId: body.actionId });
    expect(await actionsOn(w.id)).toEqual([
      {
        adminId: panel.admin.id,
        action: 'withdrawal.approved',
        status: 'done',
        error: null,
        targetUserId: w.userId,
        details: { status: 'approved', adminNotes: 'Approved by admin', amount: 123_456, method: 'zelle', usdCents: 123_456 },
      },
    ]);
  });

  it('rejects a pending one, and the wallet refunds the held points; the entry keeps the reason and names the player', async () => {
    const owner = panel.auth.addUser({ username: 'withdrawing_wendy' });
    const w = panel.wallet.addWithdrawal({ userId: owner.id, amount: 2000, usdValue: 20, method: 'cashapp' });
    panel.wallet.balances.set(w.userId, 0);
    const { status, body } = await call<PatchWithdrawalResponse>(panel.url, 'PATCH', `/api/admin/withdrawal/${w.id}`, {
      as: panel.admin.id,
      body: { status: 'rejected', adminNotes: 'PayPal address bounced' },
    });
    expect(status).toBe(200);
    expect(body.withdrawal).toMatchObject({ status: 'rejected', adminNotes: 'PayPal address bounced' });
    expect(panel.wallet.balances.get(w.userId)).toBe(2000);
    const log = await call<GetAdminActionsResponse>(panel.url, 'GET', `/api/admin/actions?target=${w.id}`, { as: panel.admin.id });
    expect(log.body.actions).toMatchObject([
      {
        id: body.actionId,
        action: 'withdrawal.rejected',
        targetType: 'withdrawal',
        targetId: w.id,
        targetUserId: owner.id,
        targetUsername: 'withdrawing_wendy',
        details: { status: 'rejected', adminNotes: 'PayPal address bounced', amount: 2000, method: 'cashapp', usdCents: 2000 },
      },
    ]);
  });

  it('records a Robux withdrawal’s points and method, and no dollar value (the player receives Robux)', async () => {
    const w = panel.wallet.addWithdrawal({ method: 'robux', amount: 800, usdValue: 8, payoutMode: 'admin' });
    expect((await call(panel.url, 'PATCH', `/api/admin/withdrawal/${w.id}`, { as: panel.admin.id, body: { status: 'approved' } })).status).toBe(200);
    const [entry] = await actionsOn(w.id);
    expect(entry!.details).toEqual({ status: 'approved', adminNotes: 'Approved by admin', amount: 800, method: 'robux' });
  });

  it('answers a repeated Idempotency-Key as a replay of the decision, though its entry now holds the amount', async () => {
    const w = panel.wallet.addWithdrawal();
    const decide = () => call<PatchWithdrawalResponse>(panel.url, 'PATCH', `/api/admin/withdrawal/${w.id}`, { as: panel.admin.id, body: { status: 'approved' }, headers: { 'Idempotency-Key': `decide-${w.id}` } });
    const first = await decide();
    const again = await decide();
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.actionId).toBe(first.body.actionId);
    expect(await actionsOn(w.id)).toMatchObject([{ status: 'done', details: { amount: 1500, method: 'paypal' } }]);
  });

  it.each(['approved', 'rejected', 'completed', 'failed'] as const)('refuses to approve or reject one that is %s (409), and records the refusal', async (current) => {
    const w = panel.wallet.addWithdrawal({ status: current });
    for (const decision of ['approved', 'rejected']) {
      const { status, body } = await call(panel.url, 'PATCH', `/api/admin/withdrawal/${w.id}`, { as: panel.admin.id, body: { status: decision } });
      expect(status).toBe(409);
      expect(body).toMatchObject({ code: 'CONFLICT', message: 'Only pending withdrawals can be approved or rejected' });
    }
    expect(panel.wallet.withdrawals.get(w.id)?.status).toBe(current);
    expect((await actionsOn(w.id)).map((a) => a.status)).toEqual(['failed', 'failed']);
    // nothing was approved or rejected: the refused entries claim no amount
    expect((await actionsOn(w.id)).map((a) => a.details)).toEqual([
      { status: 'approved', adminNotes: 'Approved by admin' },
      { status: 'rejected', adminNotes: 'Rejected by admin' },
    ]);
    expect(panel.wallet.refunds.get(w.id)).toBeUndefined();
  });

  it('refuses a status an admin cannot set with a 400, before asking the wallet', async () => {
    const w = panel.wallet.addWithdrawal();
    const sent = panel.wallet.received.length;
    for (const status of ['pending', 'paid', undefined]) {
      expect(await call(panel.url, 'PATCH', `/api/admin/withdrawal/${w.id}`, { as: panel.admin.id, body: { status } })).toMatchObject({ status: 400, body: { field: 'status' } });
    }
    expect(panel.wallet.received.length).toBe(sent);
  });

  it('answers 404 for an unknown withdrawal', async () => {
    expect(await call(panel.url, 'PATCH', '/api/admin/withdrawal/no-such-withdrawal', { as: panel.admin.id, body: { status: 'rejected' } })).toMatchObject({ status: 404 });
  });

  it('two admins rejecting the same withdrawal at once: one wins, the other gets 409, and the points are refunded once', async () => {
    const w = panel.wallet.addWithdrawal({ amount: 5000 });
    panel.wallet.balances.set(w.userId, 0);
    const answers = await Promise.all(
      [panel.admin.id, secondAdmin.id].map((as) => call(panel.url, 'PATCH', `/api/admin/withdrawal/${w.id}`, { as, body: { status: 'rejected' } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(panel.wallet.refunds.get(w.id)).toBe(1);
    expect(panel.wallet.balances.get(w.userId)).toBe(5000);
    const audit = await actionsOn(w.id);
    expect(audit.map((a) => a.status).sort()).toEqual(['done', 'failed']);
    expect(new Set(audit.map((a) => a.adminId))).toEqual(new Set([panel.admin.id, secondAdmin.id]));
  });

  it('an approve and a reject racing: exactly one decision is taken', async () => {
    const w = panel.wallet.addWithdrawal({ amount: 1200 });
    panel.wallet.balances.set(w.userId, 0);
    const answers = await Promise.all(
      (['approved', 'rejected'] as const).map((decision, i) => call(panel.url, 'PATCH', `/api/admin/withdrawal/${w.id}`, { as: i ? secondAdmin.id : panel.admin.id, body: { status: decision } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const final = panel.wallet.withdrawals.get(w.id)!.status;
    expect(panel.wallet.balances.get(w.userId)).toBe(final === 'rejected' ? 1200 : 0);
  });
});

describe('marking an approved withdrawal paid or failed', () => {
  const patch = (id: string, body: unknown, as = panel.admin.id) => call<PatchWithdrawalResponse & { code?: string; message?: string; field?: string }>(panel.url, 'PATCH', `/api/admin/withdrawal/${id}`, { as, body });

  it('marks one paid through the wallet with the trimmed payment reference, and audits it', async () => {
    const w = panel.wallet.addWithdrawal({ status: 'approved', adminNotes: 'Approved by admin' });
    const { status, body } = await patch(w.id, { status: 'completed', paymentReference: '  9XJ12345AB678901C ' });
    expect(status).toBe(200);
    expect(body.withdrawal).toMatchObject({ id: w.id, status: 'completed', paymentReference: '9XJ12345AB678901C', adminNotes: 'Marked paid by admin' });
    expect(panel.wallet.reviews.at(-1)).toEqual({
      withdrawalId: w.id,
      status: 'completed',
      adminNotes: 'Marked paid by admin',
      paymentReference: '9XJ12345AB678901C',
      adminId: panel.admin.id,
      operationId: body.actionId,
    });
    expect(panel.wallet.refunds.get(w.id)).toBeUndefined();
    expect(await actionsOn(w.id)).toEqual([
      {
        adminId: panel.admin.id,
        action: 'withdrawal.completed',
        status: 'done',
        error: null,
        targetUserId: w.userId,
        details: { status: 'completed', adminNotes: 'Marked paid by admin', paymentReference: '9XJ12345AB678901C', amount: 1500, method: 'paypal', usdCents: 1500 },
      },
    ]);
  });

  it('marks one failed with the reason, audits it, and the wallet refunds the held points', async () => {
    const w = panel.wallet.addWithdrawal({ status: 'approved', amount: 3000, usdValue: 30 });
    panel.wallet.balances.set(w.userId, 0);
    const { status, body } = await patch(w.id, { status: 'failed', adminNotes: ' PayPal account closed ' });
    expect(status).toBe(200);
    expect(body.withdrawal).toMatchObject({ status: 'failed', errorMessage: 'PayPal account closed' });
    expect(panel.wallet.reviews.at(-1)).toMatchObject({ status: 'failed', adminNotes: 'PayPal account closed' });
    expect(panel.wallet.reviews.at(-1)).not.toHaveProperty('paymentReference');
    expect(panel.wallet.balances.get(w.userId)).toBe(3000);
    expect(await actionsOn(w.id)).toEqual([
      {
        adminId: panel.admin.id,
        action: 'withdrawal.failed',
        status: 'done',
        error: null,
        targetUserId: w.userId,
        details: { status: 'failed', adminNotes: 'PayPal account closed', amount: 3000, method: 'paypal', usdCents: 3000 },
      },
    ]);
  });

  it('refuses a failure without a reason, a reference unless marking paid, and a reference over 200 characters, with a 400 naming the field', async () => {
    const w = panel.wallet.addWithdrawal({ status: 'approved' });
    const sent = panel.wallet.received.length;
    expect(await patch(w.id, { status: 'failed' })).toMatchObject({ status: 400, body: { field: 'adminNotes', message: 'adminNotes: A reason is required to mark a withdrawal failed' } });
    expect(await patch(w.id, { status: 'failed', adminNotes: '   ' })).toMatchObject({ status: 400, body: { field: 'adminNotes' } });
    expect(await patch(w.id, { status: 'approved', paymentReference: 'TX-1' })).toMatchObject({
      status: 400,
      body: { field: 'paymentReference', message: 'paymentReference: A payment reference is only recorded when a withdrawal is marked paid (status completed)' },
    });
    expect(await patch(w.id, { status: 'completed', paymentReference: 'R'.repeat(201) })).toMatchObject({ status: 400, body: { field: 'paymentReference' } });
    expect(panel.wallet.received.length).toBe(sent);
    expect(await actionsOn(w.id)).toEqual([]);
  });

  it('passes on the wallet’s 409 for a withdrawal that is not approved, and records the refusal', async () => {
    const w = panel.wallet.addWithdrawal({ status: 'pending' });
    expect(await patch(w.id, { status: 'completed' })).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: 'Only an approved withdrawal can be marked paid; this one is pending' } });
    expect(await actionsOn(w.id)).toMatchObject([{ action: 'withdrawal.completed', status: 'failed', error: expect.stringContaining('Only an approved withdrawal can be marked paid') }]);
    expect(panel.wallet.withdrawals.get(w.id)?.status).toBe('pending');
  });

  it('re-sends a mark-paid whose answer was lost with the same action id, so the wallet applies it once', async () => {
    const w = panel.wallet.addWithdrawal({ status: 'approved' });
    panel.wallet.loseReplies('wallet.v1.withdrawal.review', 2);
    expect((await patch(w.id, { status: 'completed', paymentReference: 'TX-LOST' })).status).toBe(503);
    const [pending] = await sqlQuery<{ id: string }>(panel.infra.db!, `SELECT "id" FROM "admin"."admin_actions" WHERE "targetId" = $1 AND "status" = 'pending'`, [w.id]);
    await sqlQuery(panel.infra.db!, `UPDATE "admin"."admin_actions" SET "nextAttemptAt" = now() WHERE "id" = $1`, [pending!.id]);
    await eventually(async () => (await actionsOn(w.id)).some((a) => a.status === 'done'), 15_000);
    expect(panel.wallet.withdrawals.get(w.id)).toMatchObject({ status: 'completed', paymentReference: 'TX-LOST' });
    // the retry pass's answer completes the entry as the live answer would have
    expect(await actionsOn(w.id)).toMatchObject([{ status: 'done', targetUserId: w.userId, details: { paymentReference: 'TX-LOST', amount: 1500, method: 'paypal', usdCents: 1500 } }]);
    expect(panel.wallet.reviews.filter((r) => r.withdrawalId === w.id)).toHaveLength(1);
    expect(panel.wallet.received.filter((r) => r.operationId === pending!.id).length).toBeGreaterThanOrEqual(3);
  });
});
