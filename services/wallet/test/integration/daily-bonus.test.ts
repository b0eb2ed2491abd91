import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetDailyBonusStatusResponse, ZPostDailyBonusClaimResponse, ZPostDailyBonusResponse } from '@app/contracts';
import type { TestInfrastructure } from '@app/platform/testing';
import { expectLedgerInvariant } from '../ledger-invariant.js';
import { newPlayer, startWallet, walletClient, walletInfrastructure, type RunningWallet } from '../wallet-test-kit.js';

describe('daily bonus on PostgreSQL + NATS', () => {
  let infra: TestInfrastructure;
  let wallet: RunningWallet;
  let clock = new Date('2026-03-10T08:00:00Z');
  let api: ReturnType<typeof walletClient>;

  beforeAll(async () => {
    infra = await walletInfrastructure('distributed');
    wallet = await startWallet(infra, { now: () => clock });
    api = walletClient(wallet.service.url);
  });

  afterAll(async () => {
    await wallet?.close();
    await infra?.cleanup();
  });

  const bonusEntries = async (userId: string) =>
    wallet.sql.query<{ operationId: string; amount: number }>(`SELECT "operationId", "amount" FROM "wallet"."ledger_entries" WHERE "userId" = $1 AND "type" = 'daily_bonus' ORDER BY "seq"`, [userId]);

  it('pays exactly once when 20 claims race over both claim calls', async () => {
    clock = new Date('2026-03-10T08:00:00Z');
    const userId = await newPlayer(infra, wallet.sql, 0);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? api.post('/api/daily-bonus', userId) : api.post('/api/daily-bonus/claim', userId))));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 200)) expect(lost).toMatchObject({ status: 409, body: { code: 'ALREADY_CLAIMED', message: 'Bonus already claimed today' } });
    expect(await bonusEntries(userId)).toEqual([{ operationId: 'daily_bonus:2026-03-10', amount: 5 }]);
    expect((await expectLedgerInvariant(wallet.sql, userId)).get(userId)).toBe(5);
  });

  it('answers each call in its own shape, and grows the streak day after day until a missed day resets it', async () => {
    clock = new Date('2026-04-01T10:00:00Z');
    const userId = await newPlayer(infra, wallet.sql, 0);
    const first = await api.post('/api/daily-bonus', userId);
    expect(ZPostDailyBonusResponse.parse(first.body)).toMatchObject({ success: true, points: 5, streak: 1, balance: 5 });

    clock = new Date('2026-04-02T00:00:05Z');
    const second = await api.post('/api/daily-bonus/claim', userId);
    expect(ZPostDailyBonusClaimResponse.parse(second.body)).toMatchObject({ amount: 6, streak: 2, balance: 11 });
    expect((await api.post('/api/daily-bonus', userId)).status).toBe(409);

    clock = new Date('2026-04-03T23:59:00Z');
    expect((await api.post('/api/daily-bonus', userId)).body).toMatchObject({ points: 6, streak: 3 });

    // 4 April missed
    clock = new Date('2026-04-05T12:00:00Z');
    expect((await api.post('/api/daily-bonus', userId)).body).toMatchObject({ points: 5, streak: 1 });
    expect((await bonusEntries(userId)).map((e) => e.operationId)).toEqual(['daily_bonus:2026-04-01', 'daily_bonus:2026-04-02', 'daily_bonus:2026-04-03', 'daily_bonus:2026-04-05']);
    await expectLedgerInvariant(wallet.sql, userId);
    // the account the web reads (GET /api/auth/user, through auth) shows the same streak
    await expect(infra.bus.request('wallet.v1.account.get', { userId })).resolves.toMatchObject({ points: 22, dailyStreak: 1, totalEarned: 22 });
  });

  it('reports whether the bonus can be claimed, the hours left and the next bonus', async () => {
    clock = new Date('2026-05-01T18:00:00Z');
    const userId = await newPlayer(infra, wallet.sql, 0);
    expect(ZGetDailyBonusStatusResponse.parse((await api.get('/api/daily-bonus/status', userId)).body)).toEqual({
      canClaim: true,
      timeUntilNext: 0,
      streak: 0,
      nextBonus: 5,
      lastDailyBonus: null,
    });
    await api.post('/api/daily-bonus', userId);
    expect((await api.get('/api/daily-bonus/status', userId)).body).toEqual({
      canClaim: false,
      timeUntilNext: 6,
      streak: 1,
      nextBonus: 6,
      lastDailyBonus: '2026-05-01T18:00:00.000Z',
    });
  });

  it('refuses visitors and players without a wallet account', async () => {
    expect((await api.post('/api/daily-bonus', null)).status).toBe(401);
    expect((await api.post('/api/daily-bonus', 'no-such-user')).body).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('daily bonus on PGlite + in-process bus', () => {
  let infra: TestInfrastructure;
  let wallet: RunningWallet;

  beforeAll(async () => {
    infra = await walletInfrastructure('embedded');
    wallet = await startWallet(infra, { now: () => new Date('2026-03-10T08:00:00Z') });
  });

  afterAll(async () => {
    await wallet?.close();
    await infra?.cleanup();
  });

  it('pays exactly once when 20 claims race over both claim calls (one database connection)', async () => {
    const api = walletClient(wallet.service.url);
    const userId = await newPlayer(infra, wallet.sql, 0);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => api.post(i % 2 ? '/api/daily-bonus' : '/api/daily-bonus/claim', userId)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect((await expectLedgerInvariant(wallet.sql, userId)).get(userId)).toBe(5);
  });
});
