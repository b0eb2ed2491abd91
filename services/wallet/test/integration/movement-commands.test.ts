import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandRequest } from '@app/contracts';
import type { TestInfrastructure } from '@app/platform/testing';
import { expectLedgerInvariant } from '../ledger-invariant.js';
import { infrastructures, newPlayer, outcome, startWallet, type RunningWallet, walletInfrastructure } from '../wallet-test-kit.js';

describe.each(infrastructures)('wallet.v1.credit, wallet.v1.debit and wallet.v1.account.get on %s', (_name, mode) => {
  let infra: TestInfrastructure;
  let wallet: RunningWallet;

  beforeAll(async () => {
    infra = await walletInfrastructure(mode);
    wallet = await startWallet(infra);
  });

  afterAll(async () => {
    await wallet?.close();
    await infra?.cleanup();
  });

  type Movement = CommandRequest<'wallet.v1.credit'>;
  const credit = (m: Movement, timeoutMs?: number) => infra.bus.request('wallet.v1.credit', m, timeoutMs ? { timeoutMs } : {});
  const debit = (m: Movement) => infra.bus.request('wallet.v1.debit', m);

  async function entries(userId: string, operationId: string) {
    return wallet.sql.query<{ type: string; amount: number; description: string; gameType: string | null }>(
      `SELECT "type", "amount", "description", "gameType" FROM "wallet"."ledger_entries" WHERE "userId" = $1 AND "operationId" = $2`,
      [userId, operationId],
    );
  }

  it('credits and debits with a ledger entry each, described from the type and game when no description is given', async () => {
    const userId = await newPlayer(infra, wallet.sql, 0);
    await expect(credit({ userId, operationId: 'rain-1', amount: 25, reason: 'rain' })).resolves.toEqual({ balance: 25, replayed: false });
    await expect(debit({ userId, operationId: 'round-7:stake', amount: 10, reason: 'game_stake', gameType: 'mines' })).resolves.toEqual({ balance: 15, replayed: false });
    await expect(credit({ userId, operationId: 'round-7:win', amount: 30, reason: 'game_win', gameType: 'mines', description: 'Mines cash-out' })).resolves.toEqual({
      balance: 45,
      replayed: false,
    });
    expect(await entries(userId, 'rain-1')).toEqual([{ type: 'rain', amount: 25, description: 'Chat rain', gameType: null }]);
    expect(await entries(userId, 'round-7:stake')).toEqual([{ type: 'game_stake', amount: -10, description: 'Mines bet', gameType: 'mines' }]);
    expect(await entries(userId, 'round-7:win')).toEqual([{ type: 'game_win', amount: 30, description: 'Mines cash-out', gameType: 'mines' }]);
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it('credits once when the reply is lost and the caller retries with the same key', async () => {
    const userId = await newPlayer(infra, wallet.sql, 100);
    const lost = { userId, operationId: 'challenge-2026-01-01', amount: 50, reason: 'challenge_reward' } as const;
    const first = await outcome(credit(lost, 1));
    // over NATS the reply cannot arrive within 1 ms; the in-process bus with PGlite may be that fast
    if (mode === 'distributed') expect(first).toBe('TIMEOUT');
    await expect(credit(lost)).resolves.toMatchObject({ balance: 150 });
    // the first request may still be finishing: give it time, then nothing more may have happened
    await new Promise((r) => setTimeout(r, 300));
    expect(await entries(userId, lost.operationId)).toHaveLength(1);
    await expect(credit(lost)).resolves.toEqual({ balance: 150, replayed: true });
    const balances = await expectLedgerInvariant(wallet.sql, userId);
    expect(balances.get(userId)).toBe(150);
  });

  it('refuses an uncovered debit with INSUFFICIENT_FUNDS and writes nothing', async () => {
    const userId = await newPlayer(infra, wallet.sql, 30);
    await expect(debit({ userId, operationId: 'too-much', amount: 31, reason: 'game_stake', gameType: 'blackjack' })).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient points',
    });
    expect(await entries(userId, 'too-much')).toEqual([]);
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it('never overdraws under 30 concurrent debits, and replays each key with its first answer', async () => {
    const userId = await newPlayer(infra, wallet.sql, 100);
    const requests = Array.from({ length: 30 }, (_, i) => ({ userId, operationId: `d${i % 15}`, amount: 10, reason: 'game_stake' as const, gameType: 'mines' }));
    const replies = await Promise.all(requests.map((r) => outcome(debit(r))));
    const applied = replies.filter((r) => typeof r === 'object' && !r.replayed);
    expect(applied).toHaveLength(10);
    expect(replies.every((r) => r === 'INSUFFICIENT_FUNDS' || (typeof r === 'object' && r.balance >= 0))).toBe(true);
    const balances = await expectLedgerInvariant(wallet.sql, userId);
    expect(balances.get(userId)).toBe(0);
  });

  it('refuses a key reused with another amount, reason or direction as IDEMPOTENCY_MISMATCH', async () => {
    const userId = await newPlayer(infra, wallet.sql, 100);
    const first = { userId, operationId: 'adj-1', amount: 5, reason: 'admin_adjustment' } as const;
    await credit(first);
    await expect(credit({ ...first, amount: 6 })).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    await expect(credit({ ...first, reason: 'rain' })).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    await expect(credit({ ...first, description: 'other' })).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    await expect(debit(first)).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    const balances = await expectLedgerInvariant(wallet.sql, userId);
    expect(balances.get(userId)).toBe(105);
  });

  it('refuses a type that does not fit the direction, naming the reason field', async () => {
    const userId = await newPlayer(infra, wallet.sql, 100);
    await expect(credit({ userId, operationId: 'x1', amount: 5, reason: 'game_stake' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'reason' });
    await expect(credit({ userId, operationId: 'x2', amount: 5, reason: 'signup_bonus' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'reason' });
    await expect(debit({ userId, operationId: 'x3', amount: 5, reason: 'rain' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'reason' });
    await expect(credit({ userId, operationId: 'x4', amount: 5, reason: 'bogus' as never })).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'reason' });
  });

  it('answers NOT_FOUND for a credit or debit of a user without a wallet account', async () => {
    const userId = randomUUID();
    await expect(credit({ userId, operationId: 'a', amount: 1, reason: 'rain' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'No wallet account for this user' });
    await expect(debit({ userId, operationId: 'b', amount: 1, reason: 'game_stake' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a credit that would overflow the balance as BAD_REQUEST, not a 500', async () => {
    const userId = await newPlayer(infra, wallet.sql, 0);
    await credit({ userId, operationId: 'big-1', amount: 1_000_000_000, reason: 'admin_adjustment' });
    await credit({ userId, operationId: 'big-2', amount: 1_000_000_000, reason: 'admin_adjustment' });
    await expect(credit({ userId, operationId: 'big-3', amount: 1_000_000_000, reason: 'admin_adjustment' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it('reads an account: balance, non-game earnings, withdrawals (completed only) and the daily streak', async () => {
    const userId = await newPlayer(infra, wallet.sql, 0);
    await credit({ userId, operationId: 'rain', amount: 40, reason: 'rain' });
    await credit({ userId, operationId: 'win', amount: 100, reason: 'game_win', gameType: 'dice' });
    await debit({ userId, operationId: 'hold', amount: 30, reason: 'withdrawal_hold' });
    await expect(infra.bus.request('wallet.v1.account.get', { userId })).resolves.toEqual({
      userId,
      points: 110,
      totalEarned: 40,
      totalWithdrawn: 0, // points held for a withdrawal count as withdrawn once it completes
      dailyStreak: 0,
      lastDailyBonus: null,
      level: 1, // credits and debits are not wagering
    });
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it('reads a daily streak as 0 once a day was missed, and as stored while it can continue', async () => {
    const userId = await newPlayer(infra, wallet.sql, 0);
    const setClaim = (daysAgo: number) =>
      wallet.sql.query(`UPDATE "wallet"."accounts" SET "dailyStreak" = 4, "lastDailyBonus" = now() - make_interval(days => $2::int) WHERE "userId" = $1`, [userId, daysAgo]);
    await setClaim(0);
    await expect(infra.bus.request('wallet.v1.account.get', { userId })).resolves.toMatchObject({ dailyStreak: 4 });
    await setClaim(3);
    await expect(infra.bus.request('wallet.v1.account.get', { userId })).resolves.toMatchObject({ dailyStreak: 0 });
  });

  it('reads several accounts in one request (wallet.v1.accounts.get), leaving out users without one', async () => {
    const [a, b] = [await newPlayer(infra, wallet.sql, 5), await newPlayer(infra, wallet.sql, 7)];
    const { accounts } = await infra.bus.request('wallet.v1.accounts.get', { userIds: [a, randomUUID(), b] });
    expect(accounts.map((account) => [account.userId, account.points]).sort()).toEqual([[a, 5], [b, 7]].sort());
    await expect(infra.bus.request('wallet.v1.accounts.get', { userIds: [] })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers NOT_FOUND for the account of an unknown user', async () => {
    await expect(infra.bus.request('wallet.v1.account.get', { userId: randomUUID() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
