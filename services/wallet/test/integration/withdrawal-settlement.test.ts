import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZPostWithdrawalResponse, type AdminWithdrawalMove } from '@app/contracts';
import { expectLedgerInvariant } from '../ledger-invariant.js';
import { outcome, walletWithPlayers } from '../wallet-test-kit.js';

// An approved withdrawal that nobody pays automatically (PayPal, Zelle, CashApp, Robux without a payout
// account) is paid by an admin outside the system, who then marks it paid (completed) or failed.
describe('marking an approved manual withdrawal paid or failed, on PostgreSQL + NATS', () => {
  const t = walletWithPlayers();


  const move = (withdrawalId: string, status: AdminWithdrawalMove, extra: { adminNotes?: string; paymentReference?: string } = {}, operationId = randomUUID(), adminId = 'admin-1') =>
    t.infra.bus.request('wallet.v1.withdrawal.review', { withdrawalId, status, adminNotes: extra.adminNotes ?? '', adminId, operationId, ...(extra.paymentReference === undefined ? {} : { paymentReference: extra.paymentReference }) });

  /** A player who asked for a PayPal withdrawal of `amount` out of `points`, approved by an admin. */
  async function approvedPaypal(amount: number, points = amount + 500) {
    const userId = await t.player(points);
    const res = await t.api.post('/api/withdrawal/request', userId, { method: 'paypal', amount, paymentDetails: 'me@example.com' });
    expect(res.status).toBe(201);
    const { withdrawal } = ZPostWithdrawalResponse.parse(res.body);
    const approveId = randomUUID();
    await expect(move(withdrawal.id, 'approved', {}, approveId)).resolves.toMatchObject({ withdrawal: { status: 'approved', payoutMode: 'admin' } });
    return { userId, withdrawalId: withdrawal.id, approveId, points };
  }

  const account = (userId: string) => t.infra.bus.request('wallet.v1.account.get', { userId });
  const refunds = async (userId: string) =>
    t.wallet.sql.query<{ amount: number; description: string }>(`SELECT "amount", "description" FROM "wallet"."ledger_entries" WHERE "userId" = $1 AND "type" = 'withdrawal_refund'`, [userId]);
  const events = async (withdrawalId: string) =>
    t.wallet.sql.query<{ data: Record<string, unknown> }>(`SELECT "data" FROM "wallet"."outbox" WHERE "type" = 'wallet.withdrawal.updated' AND "data"->>'withdrawalId' = $1 ORDER BY "seq"`, [withdrawalId]);
  const statuses = async (withdrawalId: string) => (await events(withdrawalId)).map((e) => e.data.status);
  const stored = async (withdrawalId: string) =>
    (await t.wallet.sql.query<{ status: string; paymentReference: string | null; errorMessage: string | null; settledBy: string | null }>(
      `SELECT "status", "paymentReference", "errorMessage", "settledBy" FROM "wallet"."withdrawals" WHERE "id" = $1::uuid`,
      [withdrawalId],
    ))[0]!;

  it('marks it paid: completed, the trimmed payment reference kept, Total Withdrawn grows, nothing refunded', async () => {
    const { userId, withdrawalId, points } = await approvedPaypal(1200);
    // held, not yet paid out
    expect(await account(userId)).toMatchObject({ points: points - 1200, totalWithdrawn: 0 });

    const answer = await move(withdrawalId, 'completed', { paymentReference: '  9XJ12345AB678901C  ' });
    expect(answer).toMatchObject({ replayed: false, withdrawal: { id: withdrawalId, status: 'completed', paymentReference: '9XJ12345AB678901C', adminNotes: 'Marked paid by admin', errorMessage: null } });
    expect(answer.withdrawal.processedAt).not.toBeNull();
    expect(await stored(withdrawalId)).toEqual({ status: 'completed', paymentReference: '9XJ12345AB678901C', errorMessage: null, settledBy: 'admin-1' });
    expect(await account(userId)).toMatchObject({ points: points - 1200, totalWithdrawn: 1200 });
    expect(await refunds(userId)).toEqual([]);
    // the event the player's notification and the public "Total Paid Out" follow
    expect((await events(withdrawalId)).map((e) => e.data)).toEqual(
      ['pending', 'approved', 'completed'].map((status) => ({ withdrawalId, userId, status, amount: 1200, method: 'paypal', usdCents: 1200 })),
    );
    expect((await t.api.get('/api/withdrawal/history', userId)).body[0]).toMatchObject({ id: withdrawalId, status: 'completed', paymentReference: '9XJ12345AB678901C' });
    await expectLedgerInvariant(t.wallet.sql, userId);
  });

  it('marks it paid without a reference, keeping the notes the admin wrote', async () => {
    const { userId, withdrawalId } = await approvedPaypal(1000);
    await expect(move(withdrawalId, 'completed', { adminNotes: 'Sent from the company account' })).resolves.toMatchObject({
      withdrawal: { status: 'completed', paymentReference: null, adminNotes: 'Sent from the company account' },
    });
    expect((await account(userId)).totalWithdrawn).toBe(1000);
  });

  it('marks it failed: the held points come back once, with a ledger entry, and the player is told why', async () => {
    const { userId, withdrawalId, points } = await approvedPaypal(1500);
    const answer = await move(withdrawalId, 'failed', { adminNotes: 'PayPal account closed' });
    expect(answer).toMatchObject({ replayed: false, withdrawal: { status: 'failed', errorMessage: 'PayPal account closed', adminNotes: 'PayPal account closed', paymentReference: null } });
    expect(await account(userId)).toMatchObject({ points, totalWithdrawn: 0 });
    expect(await refunds(userId)).toEqual([{ amount: 1500, description: 'Withdrawal failed: points returned' }]);
    expect(await statuses(withdrawalId)).toEqual(['pending', 'approved', 'failed']);
    expect((await t.api.get('/api/withdrawal/history', userId)).body[0]).toMatchObject({ status: 'failed', errorMessage: 'PayPal account closed' });
    await expectLedgerInvariant(t.wallet.sql, userId);
  });

  it('refuses to mark paid or failed a withdrawal that is not approved, naming why, and changes nothing', async () => {
    const userId = await t.player(10_000);
    const pending = ZPostWithdrawalResponse.parse((await t.api.post('/api/withdrawal/request', userId, { method: 'zelle', amount: 1000, paymentDetails: '555 123 4567' })).body).withdrawal;
    await expect(move(pending.id, 'completed')).rejects.toMatchObject({ code: 'CONFLICT', message: 'Only an approved withdrawal can be marked paid; this one is pending' });
    await expect(move(pending.id, 'failed', { adminNotes: 'no' })).rejects.toMatchObject({ code: 'CONFLICT', message: 'Only an approved withdrawal can be marked failed; this one is pending' });
    expect(await stored(pending.id)).toMatchObject({ status: 'pending' });

    await move(pending.id, 'rejected');
    await expect(move(pending.id, 'completed')).rejects.toMatchObject({ code: 'CONFLICT', message: 'Only an approved withdrawal can be marked paid; this one is rejected' });
    await expect(move(pending.id, 'failed', { adminNotes: 'again' })).rejects.toMatchObject({ code: 'CONFLICT', message: 'Only an approved withdrawal can be marked failed; this one is rejected' });

    const paid = await approvedPaypal(1000);
    await move(paid.withdrawalId, 'completed');
    await expect(move(paid.withdrawalId, 'failed', { adminNotes: 'too late' })).rejects.toMatchObject({ code: 'CONFLICT', message: 'Only an approved withdrawal can be marked failed; this one is completed' });
    await expect(move(paid.withdrawalId, 'completed')).rejects.toMatchObject({ code: 'CONFLICT', message: 'Only an approved withdrawal can be marked paid; this one is completed' });
    await expect(move(paid.withdrawalId, 'rejected')).rejects.toMatchObject({ code: 'CONFLICT', message: 'Only pending withdrawals can be approved or rejected' });

    const failed = await approvedPaypal(1000);
    await move(failed.withdrawalId, 'failed', { adminNotes: 'bounced' });
    await expect(move(failed.withdrawalId, 'completed')).rejects.toMatchObject({ code: 'CONFLICT', message: 'Only an approved withdrawal can be marked paid; this one is failed' });

    // one refund for the rejection, one for the failure; Total Withdrawn counts only what was paid
    expect(await refunds(userId)).toHaveLength(1);
    expect(await refunds(failed.userId)).toHaveLength(1);
    expect((await account(paid.userId)).totalWithdrawn).toBe(1000);
    expect((await account(failed.userId)).totalWithdrawn).toBe(0);
    await expect(move(randomUUID(), 'completed')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    for (const id of [userId, paid.userId, failed.userId]) await expectLedgerInvariant(t.wallet.sql, id);
  });

  it('refuses a reference with any status but completed, a failure without a reason, and a reference over 200 characters', async () => {
    const { withdrawalId } = await approvedPaypal(1000);
    await expect(move(withdrawalId, 'failed', { adminNotes: 'bounced', paymentReference: 'REF-1' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'paymentReference' });
    await expect(move(withdrawalId, 'failed', { adminNotes: '   ' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'adminNotes', message: 'A reason is required to mark a withdrawal failed' });
    await expect(move(withdrawalId, 'completed', { paymentReference: 'R'.repeat(201) })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await stored(withdrawalId)).toMatchObject({ status: 'approved' });
    await expect(move(withdrawalId, 'completed', { paymentReference: 'R'.repeat(200) })).resolves.toMatchObject({ withdrawal: { paymentReference: 'R'.repeat(200) } });
  });

  it('answers a repeated action with its first outcome and no second effect; its id with other details is refused', async () => {
    const { userId, withdrawalId, approveId } = await approvedPaypal(2000);
    const paidId = randomUUID();
    const first = await move(withdrawalId, 'completed', { paymentReference: 'TX-1' }, paidId);
    expect(first).toMatchObject({ replayed: false, withdrawal: { status: 'completed' } });
    // the admin service re-sends an action whose answer was lost with the same id
    await expect(move(withdrawalId, 'completed', { paymentReference: 'TX-1' }, paidId)).resolves.toEqual({ replayed: true, withdrawal: first.withdrawal });
    await expect(move(withdrawalId, 'completed', { paymentReference: 'TX-2' }, paidId)).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    await expect(move(withdrawalId, 'failed', { adminNotes: 'x' }, paidId)).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    // the approval, re-sent late, still answers as a replay rather than a conflict
    await expect(move(withdrawalId, 'approved', {}, approveId)).resolves.toMatchObject({ replayed: true, withdrawal: { status: 'completed' } });
    await expect(move(withdrawalId, 'failed', { adminNotes: 'x' }, approveId)).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    expect((await account(userId)).totalWithdrawn).toBe(2000);
    expect(await statuses(withdrawalId)).toEqual(['pending', 'approved', 'completed']);

    const failed = await approvedPaypal(1000);
    const failId = randomUUID();
    await move(failed.withdrawalId, 'failed', { adminNotes: 'bounced' }, failId);
    await expect(move(failed.withdrawalId, 'failed', { adminNotes: 'bounced' }, failId)).resolves.toMatchObject({ replayed: true, withdrawal: { status: 'failed' } });
    expect(await refunds(failed.userId)).toHaveLength(1);
    await expectLedgerInvariant(t.wallet.sql, userId);
    await expectLedgerInvariant(t.wallet.sql, failed.userId);
  });

  it('two admins marking at once, one paid and one failed: exactly one transition, at most one refund', async () => {
    const rounds = [];
    for (let i = 0; i < 6; i++) rounds.push(await approvedPaypal(1000));
    // every race at once: two admins per withdrawal, the one sending first alternating, so that both moves get to win
    const races = await Promise.all(
      rounds.map(({ withdrawalId }, i) => {
        const paid = () => outcome(move(withdrawalId, 'completed', { paymentReference: 'TX-RACE' }, randomUUID(), 'admin-1'));
        const failed = () => outcome(move(withdrawalId, 'failed', { adminNotes: 'Could not pay' }, randomUUID(), 'admin-2'));
        return Promise.all(i % 2 === 0 ? [paid(), failed()] : [failed(), paid()]);
      }),
    );
    for (const [i, { userId, withdrawalId, points }] of rounds.entries()) {
      const answers = races[i]!;
      const won = answers.filter((a): a is Exclude<typeof a, string> => typeof a !== 'string');
      expect(won).toHaveLength(1);
      expect(answers.filter((a) => a === 'CONFLICT')).toHaveLength(1);
      const final = (await stored(withdrawalId)).status;
      expect(final).toBe(won[0]!.withdrawal.status);
      expect(await statuses(withdrawalId)).toEqual(['pending', 'approved', final]);
      expect(await refunds(userId)).toHaveLength(final === 'failed' ? 1 : 0);
      expect(await account(userId)).toMatchObject(final === 'failed' ? { points, totalWithdrawn: 0 } : { points: points - 1000, totalWithdrawn: 1000 });
      await expectLedgerInvariant(t.wallet.sql, userId);
    }
    const winners = new Set(races.flat().flatMap((a) => (typeof a === 'string' ? [] : [a.withdrawal.status])));
    expect(winners, 'both moves won some race').toEqual(new Set(['completed', 'failed']));
  });

  it('lets an admin mark paid a Robux withdrawal that waits for them (no payout account configured)', async () => {
    const userId = await t.player(1000);
    const res = await t.api.post('/api/automated-withdrawal/request', userId, { type: 'robux', amount: 400, usdValue: '400', details: { username: 'Builder_1', gamepassId: '77' } });
    expect(res).toMatchObject({ status: 201, body: { withdrawal: { status: 'pending' } } });
    const id = res.body.withdrawal.id as string;
    await expect(move(id, 'approved')).resolves.toMatchObject({ withdrawal: { status: 'approved', payoutMode: 'admin' } });
    await t.wallet.wallet.payouts.sweep(0);
    await expect(move(id, 'completed', { paymentReference: 'GP-77 bought by hand' })).resolves.toMatchObject({ withdrawal: { status: 'completed', paymentReference: 'GP-77 bought by hand' } });
    expect(await account(userId)).toMatchObject({ points: 600, totalWithdrawn: 400 });
    expect((await t.api.get('/api/automated-withdrawal/history', userId)).body[0]).toMatchObject({ status: 'completed', paymentReference: 'GP-77 bought by hand' });
    await expectLedgerInvariant(t.wallet.sql, userId);
  });

  it('lists the approved withdrawals waiting for an admin to pay them', async () => {
    const waiting = await approvedPaypal(1000);
    const page = await t.infra.bus.request('wallet.v1.withdrawals.list', { status: 'approved', payoutMode: 'admin', page: 1, pageSize: 100 });
    expect(page.withdrawals.map((w) => w.id)).toContain(waiting.withdrawalId);
    expect(page.withdrawals.every((w) => w.status === 'approved' && w.payoutMode === 'admin')).toBe(true);
    expect(page.total).toBe(page.withdrawals.length);
    await move(waiting.withdrawalId, 'completed');
    const after = await t.infra.bus.request('wallet.v1.withdrawals.list', { status: 'approved', payoutMode: 'admin', page: 1, pageSize: 100 });
    expect(after.withdrawals.map((w) => w.id)).not.toContain(waiting.withdrawalId);
    expect((await t.infra.bus.request('wallet.v1.withdrawals.list', { payoutMode: 'automatic', page: 1, pageSize: 100 })).total).toBe(0);
  });
});
