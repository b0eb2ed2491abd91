import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZPostWithdrawalResponse, type AdminWithdrawalMove } from '@app/contracts';
import { expectLedgerInvariant } from '../ledger-invariant.js';
import { enableOfferPostbacks, offerPostback, outcome, walletWithPlayers } from '../wallet-test-kit.js';

// An approved withdrawal that nobody pays automatically (PayPal, Zelle, CashApp, Robux without a payout
// account) is paid by an admin outside the system, who then marks it paid (completed) or failed.
describe('marking an approved manual withdrawal paid or failed, on PostgreSQL + NATS', () => {
  const t = walletWithPlayers();
  beforeAll(() => enableOfferPostbacks(t.infra));

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
    t.wallet.sql.query<{ data: Record<string, unknown> }>(`SELECT "data" FROM "wallet"."outbox_written" WHERE "type" = 'wallet.withdrawal.updated' AND "data"->>'withdrawalId' = $1 ORDER BY "seq"`, [withdrawalId]);
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
    // the event carries the reason, for the player's notice; the ones before it have none
    expect((await events(withdrawalId)).map((e) => e.data.reason)).toEqual([undefined, undefined, 'PayPal account closed']);
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

    // Which move wins a race is the machine's to decide (on a busy one, the same side may win all six), so
    // each side is also made to win once, the other admin arriving a moment later, as a race ends.
    for (const first of ['completed', 'failed'] as const) {
      const { userId, withdrawalId, points } = await approvedPaypal(1000);
      const paid = () => outcome(move(withdrawalId, 'completed', { paymentReference: 'TX-LATE' }, randomUUID(), 'admin-1'));
      const failed = () => outcome(move(withdrawalId, 'failed', { adminNotes: 'Could not pay' }, randomUUID(), 'admin-2'));
      const [winner, loser] = first === 'completed' ? [paid, failed] : [failed, paid];
      expect(await winner()).toMatchObject({ withdrawal: { status: first } });
      expect(await loser()).toBe('CONFLICT');
      expect(await statuses(withdrawalId)).toEqual(['pending', 'approved', first]);
      expect(await refunds(userId)).toHaveLength(first === 'failed' ? 1 : 0);
      expect(await account(userId)).toMatchObject(first === 'failed' ? { points, totalWithdrawn: 0 } : { points: points - 1000, totalWithdrawn: 1000 });
      await expectLedgerInvariant(t.wallet.sql, userId);
    }
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

  /**
   * The audit's case: 203 points, a $20 offer credited (2,000), a $20 PayPal withdrawal of it; `reversed`
   * charges the offer back, leaving a balance of -1,797 (debt 1,797) while the 2,000 stay held.
   */
  async function withdrawalOfAnOffer() {
    const userId = await t.player(203);
    const offerId = randomUUID();
    await offerPostback(t.api, userId, offerId, '20.00');
    const res = await t.api.post('/api/withdrawal/request', userId, { method: 'paypal', amount: 2000, paymentDetails: 'me@example.com' });
    expect(res.status).toBe(201);
    const { withdrawal } = ZPostWithdrawalResponse.parse(res.body);
    return { userId, withdrawalId: withdrawal.id, reverse: () => offerPostback(t.api, userId, offerId, '20.00', 'chargeback') };
  }
  const OWES_1797 = 'The player owes 1,797 points from a reversed offer';

  it('refuses to approve a withdrawal while a reversed offer left the player in debt; approves it once the balance covers it', async () => {
    const { userId, withdrawalId, reverse } = await withdrawalOfAnOffer();
    await reverse();
    expect(await account(userId)).toMatchObject({ points: -1797 });
    await expect(move(withdrawalId, 'approved')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `${OWES_1797}; reject this withdrawal (the held points go back) or wait until the balance covers it`,
    });
    expect(await stored(withdrawalId)).toMatchObject({ status: 'pending' });
    expect(await statuses(withdrawalId)).toEqual(['pending']);

    // new earnings repay the debt first; once it is covered the withdrawal can be approved and paid
    await offerPostback(t.api, userId, randomUUID(), '17.96');
    await expect(move(withdrawalId, 'approved')).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('The player owes 1 points') });
    await offerPostback(t.api, userId, randomUUID(), '0.01');
    await expect(move(withdrawalId, 'approved')).resolves.toMatchObject({ withdrawal: { status: 'approved' } });
    await expect(move(withdrawalId, 'completed', { paymentReference: 'PP-1' })).resolves.toMatchObject({ withdrawal: { status: 'completed' } });
    expect(await account(userId)).toMatchObject({ points: 0, totalWithdrawn: 2000 });
    await expectLedgerInvariant(t.wallet.sql, userId);
  });

  it('refuses to mark paid an approved withdrawal once a reversal left the player in debt; failing or rejecting still refunds', async () => {
    const approvedFirst = await withdrawalOfAnOffer();
    await move(approvedFirst.withdrawalId, 'approved');
    await approvedFirst.reverse();
    await expect(move(approvedFirst.withdrawalId, 'completed', { paymentReference: 'PP-2' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `${OWES_1797}; mark this withdrawal failed (the held points go back) or wait until the balance covers it`,
    });
    expect(await stored(approvedFirst.withdrawalId)).toMatchObject({ status: 'approved', paymentReference: null });
    expect((await account(approvedFirst.userId)).totalWithdrawn).toBe(0);
    // marking it failed returns the held points, which repay the debt
    await expect(move(approvedFirst.withdrawalId, 'failed', { adminNotes: 'Offer charged back' })).resolves.toMatchObject({ withdrawal: { status: 'failed' } });
    expect(await account(approvedFirst.userId)).toMatchObject({ points: 203, totalWithdrawn: 0 });
    expect(await refunds(approvedFirst.userId)).toHaveLength(1);

    const pending = await withdrawalOfAnOffer();
    await pending.reverse();
    await expect(move(pending.withdrawalId, 'rejected')).resolves.toMatchObject({ withdrawal: { status: 'rejected' } });
    expect(await account(pending.userId)).toMatchObject({ points: 203 });

    // marked paid once the balance covers the debt
    const covered = await withdrawalOfAnOffer();
    await move(covered.withdrawalId, 'approved');
    await covered.reverse();
    await offerPostback(t.api, covered.userId, randomUUID(), '18.00');
    await expect(move(covered.withdrawalId, 'completed')).resolves.toMatchObject({ withdrawal: { status: 'completed' } });
    expect(await account(covered.userId)).toMatchObject({ points: 3, totalWithdrawn: 2000 });
    for (const { userId } of [approvedFirst, pending, covered]) await expectLedgerInvariant(t.wallet.sql, userId);
  });

  it('an approval racing the reversal of the offer: either refused, or committed before the reversal and then never marked paid while in debt', async () => {
    const rounds = [];
    for (let i = 0; i < 10; i++) rounds.push(await withdrawalOfAnOffer());
    // one race at a time, one of the two sent 0 to 20 ms after the other (either way round), so that each gets to commit first
    const races = [];
    const after = (ms: number) => new Promise((r) => setTimeout(r, Math.max(ms, 0)));
    for (const [i, { withdrawalId, reverse }] of rounds.entries()) {
      const lead = (i - rounds.length / 2) * 4;
      const [answer] = await Promise.all([after(lead).then(() => outcome(move(withdrawalId, 'approved', {}, randomUUID()))), after(-lead).then(reverse)]);
      races.push(answer);
    }
    // the order in which the two committed: both write an outbox row while holding the player's account row
    const seqOf = async (withdrawalId: string, userId: string) =>
      (
        await t.wallet.sql.query<{ approved: string | null; reversed: string }>(
          `SELECT (SELECT "seq"::text FROM "wallet"."outbox_written" WHERE "type" = 'wallet.withdrawal.updated' AND "data"->>'withdrawalId' = $1 AND "data"->>'status' = 'approved') AS "approved",
                  (SELECT "seq"::text FROM "wallet"."outbox_written" WHERE "type" = 'wallet.balance.changed' AND "data"->>'userId' = $2 AND "data"->>'reason' = 'offer_reversal') AS "reversed"`,
          [withdrawalId, userId],
        )
      )[0]!;
    for (const [i, { userId, withdrawalId }] of rounds.entries()) {
      const answer = races[i]!;
      const order = await seqOf(withdrawalId, userId);
      if (typeof answer === 'string') {
        expect(answer).toBe('CONFLICT');
        expect(order.approved).toBeNull();
        expect(await stored(withdrawalId)).toMatchObject({ status: 'pending' });
      } else {
        expect(answer.withdrawal.status).toBe('approved');
        // approved before the reversal, when the player owed nothing
        expect(BigInt(order.approved!)).toBeLessThan(BigInt(order.reversed));
      }
      // either way nothing is paid out while the debt lasts
      await expect(move(withdrawalId, 'completed')).rejects.toMatchObject({ code: 'CONFLICT' });
      expect((await account(userId)).totalWithdrawn).toBe(0);
      await expectLedgerInvariant(t.wallet.sql, userId);
    }
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
