import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PENDING_WITHDRAWAL_EXISTS, ZGetAutomatedWithdrawalHistoryResponse, ZGetWithdrawalLimitsResponse, ZPostWithdrawalResponse } from '@app/contracts';
import { WITHDRAWAL_HISTORY_MAX_LIMIT as HISTORY_LIMIT } from '@app/contracts';
import { startOfUtcDay } from '../../src/domain/utc-calendar.js';
import { putSetting, walletWithPlayers } from '../wallet-test-kit.js';

// The withdraw form checks the amount against what is left of the daily limit. What counts today must be
// the wallet's own figure: the history the page shows lists at most the latest 100 of each kind, so a sum
// over it can fall short. GET /api/withdrawal/limits publishes `withdrawnToday`, counted by the query the
// wallet refuses with (same UTC day, same statuses), and the refusal's "(N left today)" agrees with it.
describe('GET /api/withdrawal/limits says what counts against the daily limit today, on PostgreSQL + NATS', () => {
  const t = walletWithPlayers();

  const withdrawnToday = async (userId: string | null) => {
    const res = await t.api.get('/api/withdrawal/limits', userId);
    expect(res.status).toBe(200);
    return ZGetWithdrawalLimitsResponse.parse(res.body).withdrawnToday;
  };
  const created = (res: { status: number; body: unknown }) => {
    expect(res).toMatchObject({ status: 201 });
    return ZPostWithdrawalResponse.parse(res.body).withdrawal.id;
  };
  const robux = async (userId: string, amount: number) =>
    created(await t.api.post('/api/automated-withdrawal/request', userId, { type: 'robux', amount, usdValue: String(amount), details: { username: 'Builder_1', gamepassId: '42' } }));
  const paypal = (userId: string, amount: number) => t.api.post('/api/withdrawal/request', userId, { method: 'paypal', amount, paymentDetails: 'me@example.com' });
  const move = (withdrawalId: string, status: 'approved' | 'rejected' | 'completed' | 'failed') =>
    t.infra.bus.request('wallet.v1.withdrawal.review', { withdrawalId, status, adminNotes: status === 'failed' ? 'PayPal account closed' : '', adminId: 'admin-1', operationId: randomUUID() });
  const setCreatedAt = (withdrawalId: string, at: Date) => t.wallet.sql.query(`UPDATE "wallet"."withdrawals" SET "createdAt" = $2 WHERE "id" = $1::uuid`, [withdrawalId, at]);

  it('counts today’s pending, approved and completed withdrawals, beyond the 100 the history lists, and the refusal counts the same', async () => {
    await putSetting(t.infra, 'withdrawal_min_robux', '1');
    try {
      const userId = await t.player(20_000);
      // 101 Robux withdrawals of 1 point, each approved so that the next one is taken (one pending at a time)
      const ones: string[] = [];
      for (let i = 0; i < HISTORY_LIMIT + 1; i++) {
        const id = await robux(userId, 1);
        await move(id, 'approved');
        ones.push(id);
      }
      // the day starts at 00:00 UTC: one made just before it is yesterday's, one made at it is today's
      const dayStart = startOfUtcDay(new Date());
      await setCreatedAt(ones[0]!, new Date(dayStart.getTime() - 1));
      await setCreatedAt(ones[1]!, dayStart);

      const paid = created(await paypal(userId, 1000));
      await move(paid, 'approved');
      await move(paid, 'completed');
      const failed = created(await paypal(userId, 1200));
      await move(failed, 'approved');
      await move(failed, 'failed');
      await move(created(await paypal(userId, 1300)), 'rejected');
      const pending = await robux(userId, 7);

      // 100 of the 1-point ones (not yesterday's), the completed 1,000 and the pending 7; the rejected and failed gave their points back
      const counted = 100 + 1000 + 7;
      expect(await withdrawnToday(userId)).toBe(counted);
      // what the old history-based sum saw: the Robux history stops at 100 of the 102 Robux withdrawals
      const history = ZGetAutomatedWithdrawalHistoryResponse.parse((await t.api.get('/api/automated-withdrawal/history', userId)).body);
      expect(history).toHaveLength(HISTORY_LIMIT);
      // nobody else's withdrawals, and nothing for a visitor
      expect(await withdrawnToday(await t.player(5000))).toBe(0);
      expect(await withdrawnToday(null)).toBe(0);

      // the refusal leaves exactly dailyLimit - withdrawnToday
      await move(pending, 'approved');
      const left = 5000 - counted;
      expect(await paypal(userId, left + 1)).toMatchObject({ status: 400, body: { field: 'amount', message: 'Daily withdrawal limit is 5,000 points (3,893 left today)' } });
      expect(left).toBe(3893);
      created(await paypal(userId, left));
      expect(await withdrawnToday(userId)).toBe(5000);
    } finally {
      await putSetting(t.infra, 'withdrawal_min_robux', null);
    }
  });

  // The wallet takes one pending withdrawal at a time; the form said so only after the player had filled
  // it in (409 'You already have a pending withdrawal...'). The limits now say it before.
  it('says whether a withdrawal of the player is still pending, as the one-at-a-time refusal counts it', async () => {
    const limitsOf = async (userId: string | null) => ZGetWithdrawalLimitsResponse.parse((await t.api.get('/api/withdrawal/limits', userId)).body);
    const userId = await t.player(5000);
    expect((await limitsOf(userId)).hasPendingWithdrawal).toBe(false);
    const id = await robux(userId, 10);
    expect((await limitsOf(userId)).hasPendingWithdrawal).toBe(true);
    expect(await paypal(userId, 1000)).toMatchObject({ status: 409, body: { message: PENDING_WITHDRAWAL_EXISTS } });
    // nobody else's, and nothing for a visitor
    expect((await limitsOf(await t.player(5000))).hasPendingWithdrawal).toBe(false);
    expect((await limitsOf(null)).hasPendingWithdrawal).toBe(false);
    await move(id, 'approved');
    expect((await limitsOf(userId)).hasPendingWithdrawal).toBe(false);
    created(await paypal(userId, 1000));
  });
});
