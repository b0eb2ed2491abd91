import { describe, expect, it } from 'vitest';
import { ZGetWithdrawalLimitsResponse } from '@app/contracts';
import { putSetting, walletWithPlayers } from '../wallet-test-kit.js';

// The withdrawal limits are settings an admin may change at any time (design section 3: a change takes
// effect everywhere within a second): GET /api/withdrawal/limits publishes what the wallet enforces, and
// both follow the settings as admin mirrors them to the KV bucket.
describe('withdrawal limits follow the settings, on PostgreSQL + NATS', () => {
  const t = walletWithPlayers();


  const limits = async () => {
    const res = await t.api.get('/api/withdrawal/limits', null);
    expect(res.status).toBe(200);
    return ZGetWithdrawalLimitsResponse.parse(res.body);
  };
  const robux = async (amount: number) =>
    t.api.post('/api/automated-withdrawal/request', await t.player(10_000), { type: 'robux', amount, usdValue: String(amount), details: { username: 'Builder_1', gamepassId: '42' } });
  const paypal = async (amount: number) => t.api.post('/api/withdrawal/request', await t.player(10_000), { method: 'paypal', amount, paymentDetails: 'me@example.com' });

  it('publishes the defaults to visitors and enforces them with the spec wording', async () => {
    expect(await limits()).toEqual({ minRobux: 5, minManual: 1000, dailyLimit: 5000, withdrawnToday: 0, hasPendingWithdrawal: false, robuxPayout: 'admin' });
    expect(await robux(4)).toMatchObject({ status: 400, body: { field: 'amount', message: 'Minimum withdrawal is 5 points' } });
    expect((await robux(5)).status).toBe(201);
    expect(await paypal(999)).toMatchObject({ status: 400, body: { field: 'amount', message: 'Minimum withdrawal is 1,000 points' } });
  });

  it("answers and enforces an admin's new minimums and daily limit at once, and the defaults again once they are cleared", async () => {
    await putSetting(t.infra, 'withdrawal_min_robux', '50');
    await putSetting(t.infra, 'withdrawal_min_manual', '1500');
    await putSetting(t.infra, 'withdrawal_daily_limit', '2000');
    try {
      expect(await limits()).toEqual({ minRobux: 50, minManual: 1500, dailyLimit: 2000, withdrawnToday: 0, hasPendingWithdrawal: false, robuxPayout: 'admin' });

      expect(await robux(49)).toMatchObject({ status: 400, body: { message: 'Minimum withdrawal is 50 points' } });
      expect((await robux(50)).status).toBe(201);
      expect(await paypal(1499)).toMatchObject({ status: 400, body: { message: 'Minimum withdrawal is 1,500 points' } });
      expect((await paypal(1500)).status).toBe(201);
      expect(await paypal(2001)).toMatchObject({ status: 400, body: { message: 'Daily withdrawal limit is 2,000 points (2,000 left today)' } });
    } finally {
      await putSetting(t.infra, 'withdrawal_min_robux', null);
      await putSetting(t.infra, 'withdrawal_min_manual', null);
      await putSetting(t.infra, 'withdrawal_daily_limit', null);
    }
    expect(await limits()).toEqual({ minRobux: 5, minManual: 1000, dailyLimit: 5000, withdrawnToday: 0, hasPendingWithdrawal: false, robuxPayout: 'admin' });
    expect((await paypal(1000)).status).toBe(201);
  });

  it('honours a Robux minimum below the default: the request schema only refuses amounts no setting allows', async () => {
    await putSetting(t.infra, 'withdrawal_min_robux', '1');
    try {
      expect((await limits()).minRobux).toBe(1);
      expect((await robux(1)).status).toBe(201);
      // below the minimum, as every method's minimum says: not a second message for zero or less
      expect(await robux(0)).toMatchObject({ status: 400, body: { field: 'amount', message: 'Minimum withdrawal is 1 point' } });
      expect(await robux(-5)).toMatchObject({ status: 400, body: { field: 'amount', message: 'Minimum withdrawal is 1 point' } });
    } finally {
      await putSetting(t.infra, 'withdrawal_min_robux', null);
    }
  });
});
