import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZGetWithdrawalHistoryResponse, ZPostWithdrawalResponse } from '@app/contracts';
import { expectLedgerInvariant } from '../ledger-invariant.js';
import { outcome, walletWithPlayers } from '../wallet-test-kit.js';

describe('withdrawals on PostgreSQL + NATS', () => {
  const t = walletWithPlayers();


  const paypal = (userId: string, amount: number, paymentDetails = 'me@example.com') => t.api.post('/api/withdrawal/request', userId, { method: 'paypal', amount, paymentDetails });
  const review = (withdrawalId: string, status: 'approved' | 'rejected', operationId = randomUUID(), adminId = 'admin-1') =>
    t.infra.bus.request('wallet.v1.withdrawal.review', { withdrawalId, status, adminNotes: '', adminId, operationId });
  const balance = async (userId: string) => (await t.infra.bus.request('wallet.v1.account.get', { userId })).points;
  const events = async (withdrawalId: string) =>
    (
      await t.wallet.sql.query<{ status: string }>(
        `SELECT "data"->>'status' AS "status" FROM "wallet"."outbox_written" WHERE "type" = 'wallet.withdrawal.updated' AND "data"->>'withdrawalId' = $1 ORDER BY "seq"`,
        [withdrawalId],
      )
    ).map((e) => e.status);

  it('holds the points when a PayPal request is accepted, and shows it in the history', async () => {
    const userId = await t.player(3000);
    const res = await paypal(userId, 1200);
    expect(res.status).toBe(201);
    const { withdrawal } = ZPostWithdrawalResponse.parse(res.body);
    expect(withdrawal).toMatchObject({ method: 'paypal', type: 'paypal', amount: 1200, usdValue: 12, status: 'pending', paymentReference: null });
    expect(await balance(userId)).toBe(1800);
    const history = ZGetWithdrawalHistoryResponse.parse((await t.api.get('/api/withdrawal/history', userId)).body);
    expect(history.map((w) => w.id)).toEqual([withdrawal.id]);
    expect((await t.api.get('/api/automated-withdrawal/history', userId)).body).toEqual([]);
    expect(await events(withdrawal.id)).toEqual(['pending']);
    const [event] = await t.wallet.sql.query<{ data: unknown }>(`SELECT "data" FROM "wallet"."outbox_written" WHERE "type" = 'wallet.withdrawal.updated' AND "data"->>'withdrawalId' = $1`, [withdrawal.id]);
    expect(event!.data).toEqual({ withdrawalId: withdrawal.id, userId, status: 'pending', amount: 1200, method: 'paypal', usdCents: 1200 });
    await expectLedgerInvariant(t.wallet.sql, userId);
  });

  it('requires a verified e-mail and a player who is not banned, as auth says now', async () => {
    const unverified = await t.player(5000, { emailVerified: false });
    expect(await paypal(unverified, 1000)).toMatchObject({ status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email verification required to process withdrawals' } });
    const banned = await t.player(5000, { isBanned: true });
    expect(await paypal(banned, 1000)).toMatchObject({ status: 403, body: { code: 'ACCOUNT_BANNED' } });
    expect(await balance(unverified)).toBe(5000);
  });

  it('validates the method, the payment details and the minimum', async () => {
    const userId = await t.player(5000);
    expect(await paypal(userId, 1000, 'not-an-email')).toMatchObject({ status: 400, body: { field: 'paymentDetails' } });
    expect(await t.api.post('/api/withdrawal/request', userId, { method: 'zelle', amount: 1000, paymentDetails: '555 123 4567' })).toMatchObject({ status: 201 });
    const other = await t.player(5000);
    expect(await t.api.post('/api/withdrawal/request', other, { method: 'cashapp', amount: 999, paymentDetails: '$tag' })).toMatchObject({
      status: 400,
      body: { message: 'Minimum withdrawal is 1,000 points' },
    });
    expect(await t.api.post('/api/withdrawal/request', other, { method: 'crypto', amount: 1000, paymentDetails: 'x' })).toMatchObject({ status: 400, body: { field: 'method' } });
  });

  it('accepts exactly one of 10 concurrent requests for the full balance', async () => {
    const userId = await t.player(5000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => paypal(userId, 5000)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) expect(refused.body.code).toMatch(/^(CONFLICT|INSUFFICIENT_FUNDS)$/);
    expect(await balance(userId)).toBe(0);
    const [held] = await t.wallet.sql.query<{ holds: number }>(`SELECT count(*)::int AS "holds" FROM "wallet"."ledger_entries" WHERE "userId" = $1 AND "type" = 'withdrawal_hold'`, [userId]);
    expect(held!.holds).toBe(1);
    await expectLedgerInvariant(t.wallet.sql, userId);
  });

  it('allows one pending withdrawal at a time and at most the daily limit per UTC day (rejected ones do not count)', async () => {
    const userId = await t.player(20_000);
    const first = ZPostWithdrawalResponse.parse((await paypal(userId, 3000)).body).withdrawal;
    expect(await paypal(userId, 1000)).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    await review(first.id, 'approved');
    const second = ZPostWithdrawalResponse.parse((await paypal(userId, 2000)).body).withdrawal;
    await review(second.id, 'rejected');
    expect(await paypal(userId, 2001)).toMatchObject({ status: 400, body: { message: 'Daily withdrawal limit is 5,000 points (2,000 left today)' } });
    expect((await paypal(userId, 2000)).status).toBe(201);
    expect(await balance(userId)).toBe(15_000);
    await expectLedgerInvariant(t.wallet.sql, userId);
  });

  it('lets two admins rejecting at once refund exactly once; the second is told it is no longer pending', async () => {
    const userId = await t.player(4000);
    const { withdrawal } = ZPostWithdrawalResponse.parse((await paypal(userId, 4000)).body);
    const decisions = await Promise.all([outcome(review(withdrawal.id, 'rejected', randomUUID(), 'admin-1')), outcome(review(withdrawal.id, 'rejected', randomUUID(), 'admin-2'))]);
    expect(decisions.filter((d) => typeof d === 'object')).toHaveLength(1);
    expect(decisions.filter((d) => d === 'CONFLICT')).toHaveLength(1);
    expect(await balance(userId)).toBe(4000);
    const [refunds] = await t.wallet.sql.query<{ n: number }>(`SELECT count(*)::int AS "n" FROM "wallet"."ledger_entries" WHERE "userId" = $1 AND "type" = 'withdrawal_refund'`, [userId]);
    expect(refunds!.n).toBe(1);
    expect(await events(withdrawal.id)).toEqual(['pending', 'rejected']);
    expect((await t.api.get('/api/withdrawal/history', userId)).body[0]).toMatchObject({ status: 'rejected', adminNotes: 'Rejected by admin' });
    await expectLedgerInvariant(t.wallet.sql, userId);
  });

  it('answers a repeated admin action with its first outcome, and refuses other moves of a decided withdrawal', async () => {
    const userId = await t.player(2000);
    const { withdrawal } = ZPostWithdrawalResponse.parse((await paypal(userId, 1500)).body);
    const actionId = randomUUID();
    const first = await review(withdrawal.id, 'approved', actionId);
    expect(first).toMatchObject({ replayed: false, withdrawal: { status: 'approved', adminNotes: 'Approved by admin', username: expect.any(String) } });
    await expect(review(withdrawal.id, 'approved', actionId)).resolves.toMatchObject({ replayed: true, withdrawal: { status: 'approved' } });
    await expect(review(withdrawal.id, 'rejected', actionId)).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    await expect(review(withdrawal.id, 'rejected')).rejects.toMatchObject({ code: 'CONFLICT', message: 'Only pending withdrawals can be approved or rejected' });
    await expect(review(randomUUID(), 'approved')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(review('not-a-uuid', 'approved')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await balance(userId)).toBe(500);
  });

  it('lists withdrawals of both kinds for the admins, newest first, and counts the pending ones', async () => {
    const userId = await t.player(10_000);
    const robux = await t.api.post('/api/automated-withdrawal/request', userId, { type: 'robux', amount: 50, usdValue: '50', details: { username: 'Builder_1', gamepassId: '42' } });
    // no payout account configured: the Robux request waits for an admin like the manual ones
    expect(robux).toMatchObject({ status: 201, body: { withdrawal: { method: 'robux', status: 'pending' }, message: 'Withdrawal request submitted for admin review' } });
    const { count } = await t.infra.bus.request('wallet.v1.withdrawals.count-pending', {});
    const page = await t.infra.bus.request('wallet.v1.withdrawals.list', { status: 'pending', page: 1, pageSize: 100 });
    expect(page.total).toBe(count);
    expect(page.withdrawals[0]).toMatchObject({ id: robux.body.withdrawal.id, userId, method: 'robux', amount: 50, usdValue: 0.5, details: { username: 'Builder_1', gamepassId: '42' }, paymentDetails: null });
    const all = await t.infra.bus.request('wallet.v1.withdrawals.list', { page: 1, pageSize: 2 });
    expect(all.withdrawals).toHaveLength(2);
    expect(all.total).toBeGreaterThan(count);
    expect((await t.api.get('/api/automated-withdrawal/history', userId)).body.map((w: { id: string }) => w.id)).toEqual([robux.body.withdrawal.id]);
    await expect(review(robux.body.withdrawal.id, 'approved')).resolves.toMatchObject({ withdrawal: { status: 'approved' } });
  });

  it('counts the approved withdrawals an admin still has to pay by hand apart from the pending ones, until marked paid', async () => {
    const counts = () => t.infra.bus.request('wallet.v1.withdrawals.count-pending', {});
    const userId = await t.player(5000);
    const { withdrawal } = ZPostWithdrawalResponse.parse((await t.api.post('/api/withdrawal/request', userId, { method: 'cashapp', amount: 1100, paymentDetails: '$tag' })).body);
    const before = await counts();
    await review(withdrawal.id, 'approved');
    // approved, paid by hand: no longer pending, but the admin still owes the player the money
    expect(await counts()).toEqual({ count: before.count - 1, awaitingPayment: before.awaitingPayment + 1 });
    const page = await t.infra.bus.request('wallet.v1.withdrawals.list', { status: 'approved', payoutMode: 'admin', page: 1, pageSize: 100 });
    expect(page.total).toBe((await counts()).awaitingPayment);
    await t.infra.bus.request('wallet.v1.withdrawal.review', { withdrawalId: withdrawal.id, status: 'completed', adminNotes: '', adminId: 'admin-1', operationId: randomUUID() });
    expect(await counts()).toEqual({ count: before.count - 1, awaitingPayment: before.awaitingPayment });
  });

  it('refuses visitors', async () => {
    expect((await paypal(null as unknown as string, 1000)).status).toBe(401);
    expect((await t.api.get('/api/withdrawal/history', null)).status).toBe(401);
  });
});
