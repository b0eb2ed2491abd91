import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_HISTORY_MAX_LIMIT, type WithdrawalEntry } from '@app/contracts';
import { walletWithPlayers } from '../wallet-test-kit.js';

// Both withdrawal histories answered only the newest 100 withdrawals; the Withdrawal History page now
// reads them page by page with `before` (the oldest id shown) and `limit`. Without either, the answer is
// as before (the spec's client sends neither).
describe('the withdrawal histories page by page', () => {
  const t = walletWithPlayers();

  /** `count` withdrawals of the method, a minute apart, the newest `minutesAgo` old. */
  const insertWithdrawals = async (userId: string, method: string, count: number, minutesAgo = 0) => {
    await t.wallet.sql.query(
      `INSERT INTO "wallet"."withdrawals" ("id", "userId", "method", "amount", "usdCents", "status", "payoutMode", "createdAt")
       SELECT gen_random_uuid(), $1, $2, 1000, 1000, 'completed', 'admin', now() - (($4::int + g) * interval '1 minute') FROM generate_series(1, $3::int) g`,
      [userId, method, count, minutesAgo],
    );
  };
  const page = async (path: string, userId: string) => {
    const res = await t.api.get(path, userId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as WithdrawalEntry[];
  };
  async function allPages(path: string, userId: string, limit: number): Promise<WithdrawalEntry[]> {
    const rows: WithdrawalEntry[] = [];
    for (let pages = 0; pages < 50; pages++) {
      const next = await page(`${path}?limit=${limit}${rows.length ? `&before=${rows.at(-1)!.id}` : ''}`, userId);
      expect(next.length).toBeLessThanOrEqual(limit);
      rows.push(...next);
      if (next.length < limit) return rows;
    }
    throw new Error('the history never ended');
  }
  const inOrder = (rows: WithdrawalEntry[]) => {
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id), `${a.createdAt} ${a.id} before ${b.createdAt} ${b.id}`).toBe(true);
    }
  };

  it('answers the newest 100 without a limit, and every withdrawal once through the pages, ties on the time included', async () => {
    const userId = await t.player(0);
    await insertWithdrawals(userId, 'paypal', 120);
    await insertWithdrawals(userId, 'zelle', 10, 500);
    // a run of withdrawals of the same instant, across the end of the first pages
    await t.wallet.sql.query(
      `UPDATE "wallet"."withdrawals" SET "createdAt" = date_trunc('milliseconds', now()) - interval '30 minutes'
        WHERE "id" IN (SELECT "id" FROM "wallet"."withdrawals" WHERE "userId" = $1 ORDER BY "createdAt" DESC OFFSET 20 LIMIT 25)`,
      [userId],
    );
    await insertWithdrawals(userId, 'robux', 7);

    expect(await page('/api/withdrawal/history', userId)).toHaveLength(WITHDRAWAL_HISTORY_MAX_LIMIT);
    const rows = await allPages('/api/withdrawal/history', userId, 9);
    expect(rows).toHaveLength(130);
    expect(new Set(rows.map((r) => r.id)).size).toBe(130);
    expect(rows.every((r) => r.method !== 'robux')).toBe(true);
    inOrder(rows);
    expect(rows.filter((r) => r.createdAt === rows[25]!.createdAt)).toHaveLength(25);

    const robux = await allPages('/api/automated-withdrawal/history', userId, 3);
    expect(robux.map((r) => r.method)).toEqual(Array(7).fill('robux'));
    inOrder(robux);
  });

  it('refuses a cursor of another player or of the other history, a malformed one and a limit out of range, with a 400 naming the field', async () => {
    const userId = await t.player(0);
    const other = await t.player(0);
    await insertWithdrawals(userId, 'paypal', 2);
    await insertWithdrawals(userId, 'robux', 2);
    await insertWithdrawals(other, 'paypal', 2);
    const [theirs] = await page('/api/withdrawal/history', other);
    const [robux] = await page('/api/automated-withdrawal/history', userId);
    for (const [path, before] of [['/api/withdrawal/history', theirs!.id], ['/api/withdrawal/history', robux!.id]] as const) {
      const res = await t.api.get(`${path}?before=${before}`, userId);
      expect(res.status).toBe(400);
      expect((res.body as { message: string }).message).toBe('before: no such withdrawal in your history');
    }
    const malformed = await t.api.get('/api/automated-withdrawal/history?before=12', userId);
    expect(malformed.status).toBe(400);
    expect((malformed.body as { message: string }).message).toBe('before must be the id of a withdrawal in your history');
    const many = await t.api.get(`/api/withdrawal/history?limit=${WITHDRAWAL_HISTORY_MAX_LIMIT + 1}`, userId);
    expect(many.status).toBe(400);
    expect((many.body as { message: string }).message).toBe(`limit must be a whole number from 1 to ${WITHDRAWAL_HISTORY_MAX_LIMIT}`);
  });
});

// The page's status, method and search filters are applied by the wallet, so that every page holds only
// matching withdrawals and a filter finds one however old it is (not only among the pages read so far).
describe('the withdrawal histories filtered by the wallet', () => {
  const t = walletWithPlayers();

  it('keeps only the status group, the method and the search asked for, on every page', async () => {
    const userId = await t.player(0);
    const statuses = ['pending', 'approved', 'completed', 'rejected', 'failed'];
    await t.wallet.sql.query(
      `INSERT INTO "wallet"."withdrawals" ("id", "userId", "method", "amount", "usdCents", "status", "payoutMode", "paymentReference", "createdAt")
       SELECT gen_random_uuid(), $1, (ARRAY['paypal','zelle','cashapp'])[1 + g % 3], 1000, 1000, ($2::text[])[1 + g % 5], 'admin',
              CASE WHEN g % 10 = 0 THEN 'PAYPAL-Ref-' || g ELSE NULL END, now() - (g * interval '1 minute')
         FROM generate_series(1, 150) g`,
      [userId, statuses],
    );
    const rows = async (query: string) => {
      const all: WithdrawalEntry[] = [];
      for (;;) {
        const res = await t.api.get(`/api/withdrawal/history?limit=20&${query}${all.length ? `&before=${all.at(-1)!.id}` : ''}`, userId);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const page = res.body as WithdrawalEntry[];
        all.push(...page);
        if (page.length < 20) return all;
      }
    };
    const everything = await rows('');
    expect(everything).toHaveLength(150);
    const pending = await rows('status=pending');
    expect(pending.map((r) => r.id)).toEqual(everything.filter((r) => r.status === 'pending' || r.status === 'approved').map((r) => r.id));
    const failed = await rows('status=failed&method=zelle');
    expect(failed.map((r) => r.id)).toEqual(everything.filter((r) => (r.status === 'failed' || r.status === 'rejected') && r.method === 'zelle').map((r) => r.id));
    expect(failed.length).toBeGreaterThan(0);
    // a reference, in any case; an id as the table shows it, cut short with "..."
    expect((await rows(`search=${encodeURIComponent('paypal-ref-1')}`)).map((r) => r.paymentReference)).toEqual(['PAYPAL-Ref-10', 'PAYPAL-Ref-100', 'PAYPAL-Ref-110', 'PAYPAL-Ref-120', 'PAYPAL-Ref-130', 'PAYPAL-Ref-140', 'PAYPAL-Ref-150']);
    const oldest = everything.at(-1)!;
    expect((await rows(`search=${encodeURIComponent(`${oldest.id.slice(0, 8).toUpperCase()}...`)}`)).map((r) => r.id)).toContain(oldest.id);
    expect(await rows('method=robux')).toEqual([]);
    const bad = await t.api.get('/api/withdrawal/history?status=approved', userId);
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toMatch(/^status/);
  });
});
