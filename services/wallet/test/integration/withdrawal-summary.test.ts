import { describe, expect, it } from 'vitest';
import { ZGetWithdrawalSummaryResponse } from '@app/contracts';
import { walletWithPlayers } from '../wallet-test-kit.js';

// Audit: the Withdrawal History cards were summed in the browser from the histories, which list the
// latest 100 withdrawals of each kind; a player with more saw a Total Withdrawn too small. The server
// now sums every withdrawal of the player.
describe('withdrawal summary on PostgreSQL + NATS', () => {
  const t = walletWithPlayers();

  /** Rows as the requests and reviews leave them, written at once: a player with a long history. */
  const insertWithdrawals = async (userId: string, rows: { method: string; amount: number; status: string; count: number }[]) => {
    for (const { method, amount, status, count } of rows) {
      await t.wallet.sql.query(
        `INSERT INTO "wallet"."withdrawals" ("id", "userId", "method", "amount", "usdCents", "status", "payoutMode", "createdAt")
         SELECT gen_random_uuid(), $1, $2, $3, $3, $4, 'admin', now() - (g * interval '1 minute') FROM generate_series(1, $5::int) g`,
        [userId, method, amount, status, count],
      );
    }
  };

  it('counts and sums every withdrawal of the player, of both kinds, beyond the 100 the histories list', async () => {
    const userId = await t.player(0);
    const other = await t.player(0);
    await insertWithdrawals(userId, [
      { method: 'paypal', amount: 1000, status: 'completed', count: 130 },
      { method: 'robux', amount: 50, status: 'completed', count: 110 },
      { method: 'zelle', amount: 2000, status: 'pending', count: 2 },
      { method: 'cashapp', amount: 1500, status: 'approved', count: 1 },
      { method: 'paypal', amount: 1200, status: 'rejected', count: 3 },
      { method: 'robux', amount: 70, status: 'failed', count: 4 },
    ]);
    await insertWithdrawals(other, [{ method: 'paypal', amount: 9999, status: 'completed', count: 5 }]);
    expect((await t.api.get('/api/withdrawal/history', userId)).body).toHaveLength(100);

    const res = await t.api.get('/api/withdrawal/summary', userId);
    expect(res.status).toBe(200);
    expect(ZGetWithdrawalSummaryResponse.parse(res.body)).toEqual({
      totalWithdrawn: 130 * 1000 + 110 * 50,
      completed: 240,
      // approved (accepted, not yet paid) is still pending for the player; rejected counts as failed
      pending: 3,
      failed: 7,
    });
  });

  it('answers zeros for a player without withdrawals, and refuses visitors', async () => {
    const userId = await t.player(0);
    expect((await t.api.get('/api/withdrawal/summary', userId)).body).toEqual({ totalWithdrawn: 0, completed: 0, pending: 0, failed: 0 });
    expect((await t.api.get('/api/withdrawal/summary', null)).status).toBe(401);
  });
});
