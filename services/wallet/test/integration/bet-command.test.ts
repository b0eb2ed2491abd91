import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlSession } from '@app/platform';
import type { TestInfrastructure } from '@app/platform/testing';
import { betStatements } from '../../src/commands/place-bet.js';
import { expectLedgerInvariant } from '../ledger-invariant.js';
import { infrastructures, newPlayer, outcome, startWallet, type RunningWallet, walletForSuite, walletInfrastructure } from '../wallet-test-kit.js';

describe.each(infrastructures)('wallet.v1.bet on %s', (_name, mode) => {
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

  const bet = (userId: string, stake: number, payout: number, betId: string = randomUUID(), game = 'dice') =>
    infra.bus.request('wallet.v1.bet', { userId, betId, game, stake, payout });

  async function entriesOf(userId: string) {
    return wallet.sql.query<{ operationId: string; type: string; amount: number; balanceAfter: number; description: string; gameType: string }>(
      `SELECT "operationId", "type", "amount", "balanceAfter", "description", "gameType" FROM "wallet"."ledger_entries" WHERE "userId" = $1 ORDER BY "seq"`,
      [userId],
    );
  }

  it('takes the stake and adds the payout in one step, as two entries that read "Dice bet" and "Dice win"', async () => {
    const userId = await newPlayer(infra, wallet.sql, 100);
    await expect(bet(userId, 10, 18, 'bet-1')).resolves.toEqual({ balance: 108, replayed: false });
    const entries = await entriesOf(userId);
    expect(entries.slice(1)).toEqual([
      { operationId: 'bet-1:stake', type: 'game_stake', amount: -10, balanceAfter: 90, description: 'Dice bet', gameType: 'dice' },
      { operationId: 'bet-1:win', type: 'game_win', amount: 18, balanceAfter: 108, description: 'Dice win', gameType: 'dice' },
    ]);
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it('writes no win entry for a lost bet', async () => {
    const userId = await newPlayer(infra, wallet.sql, 50);
    await expect(bet(userId, 20, 0, 'lost')).resolves.toEqual({ balance: 30, replayed: false });
    expect((await entriesOf(userId)).map((e) => e.operationId)).toEqual(['test-funding', 'lost:stake']);
  });

  it('writes no outbox row for an instant bet (games.bet.settled announces it)', async () => {
    const userId = await newPlayer(infra, wallet.sql, 100);
    await expect(bet(userId, 10, 25, 'unannounced')).resolves.toEqual({ balance: 115, replayed: false });
    const rows = await wallet.sql.query<{ type: string }>(`SELECT "type" FROM "wallet"."outbox_written" WHERE "data"->>'userId' = $1`, [userId]);
    expect(rows.map((row) => row.type)).toEqual(['wallet.balance.changed']); // the funding credit's only
  });

  it('refuses an uncovered stake with INSUFFICIENT_FUNDS and writes nothing', async () => {
    const userId = await newPlayer(infra, wallet.sql, 10);
    const error = await bet(userId, 11, 100).catch((e) => e);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'Insufficient points' });
    expect(await entriesOf(userId)).toHaveLength(1);
    const [{ n }] = (await wallet.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "wallet"."outbox_written" WHERE "data"->>'userId' = $1`, [userId])) as [{ n: number }];
    expect(n).toBe(1); // the funding credit's event only
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it('answers NOT_FOUND for a user without a wallet account', async () => {
    await expect(bet(randomUUID(), 1, 0)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'No wallet account for this user' });
  });

  it('refuses an invalid payload with VALIDATION_FAILED naming the field', async () => {
    await expect(infra.bus.request('wallet.v1.bet', { userId: 'u', betId: 'b', game: 'dice', stake: 0, payout: 0 })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'stake',
    });
  });

  it('accepts exactly one of 50 concurrent bets of the full balance; the balance never goes below zero', async () => {
    const userId = await newPlayer(infra, wallet.sql, 100);
    const replies = await Promise.all(Array.from({ length: 50 }, () => outcome(bet(userId, 100, 0))));
    expect(replies.filter((r) => typeof r === 'object')).toEqual([{ balance: 0, replayed: false }]);
    expect(replies.filter((r) => r === 'INSUFFICIENT_FUNDS')).toHaveLength(49);
    const balances = await expectLedgerInvariant(wallet.sql, userId);
    expect(balances.get(userId)).toBe(0);
  });

  it('never overdraws under 40 concurrent mixed bets of one player, and the ledger explains the balance', async () => {
    const userId = await newPlayer(infra, wallet.sql, 100);
    const bets = Array.from({ length: 40 }, () => {
      const stake = randomInt(1, 61);
      return { stake, payout: randomInt(0, 2) === 1 ? stake * 2 : 0 };
    });
    const replies = await Promise.all(bets.map((b) => outcome(bet(userId, b.stake, b.payout))));
    let expected = 100;
    replies.forEach((reply, i) => {
      if (typeof reply === 'string') return expect(reply).toBe('INSUFFICIENT_FUNDS');
      expect(reply.balance).toBeGreaterThanOrEqual(0);
      expected += bets[i]!.payout - bets[i]!.stake;
    });
    expect(replies.some((r) => typeof r === 'object')).toBe(true);
    const balances = await expectLedgerInvariant(wallet.sql, userId);
    expect(balances.get(userId)).toBe(expected);
  });

  it('applies the same betId sent 10 times at once only once, and answers every copy the same', async () => {
    const userId = await newPlayer(infra, wallet.sql, 100);
    const replies = await Promise.all(Array.from({ length: 10 }, () => bet(userId, 30, 45, 'same-bet')));
    expect(new Set(replies.map((r) => r.balance))).toEqual(new Set([115]));
    expect(replies.filter((r) => !r.replayed)).toHaveLength(1);
    expect(replies.filter((r) => r.replayed)).toHaveLength(9);
    expect((await entriesOf(userId)).filter((e) => e.operationId.startsWith('same-bet:'))).toHaveLength(2);
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it('replays a settled bet with its first answer even after the balance moved on', async () => {
    const userId = await newPlayer(infra, wallet.sql, 100);
    await bet(userId, 10, 0, 'first');
    await bet(userId, 50, 0, 'second');
    await expect(bet(userId, 10, 0, 'first')).resolves.toEqual({ balance: 90, replayed: true });
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it('refuses the same betId with another body as IDEMPOTENCY_MISMATCH and changes nothing', async () => {
    const userId = await newPlayer(infra, wallet.sql, 100);
    await bet(userId, 10, 0, 'reused');
    for (const other of [
      { stake: 11, payout: 0, game: 'dice' },
      { stake: 10, payout: 5, game: 'dice' },
      { stake: 10, payout: 0, game: 'keno' },
    ]) {
      await expect(bet(userId, other.stake, other.payout, 'reused', other.game)).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    }
    const balances = await expectLedgerInvariant(wallet.sql, userId);
    expect(balances.get(userId)).toBe(90);
  });

  it('keeps one player\'s bets independent of another\'s (no shared row)', async () => {
    const [a, b] = await Promise.all([newPlayer(infra, wallet.sql, 40), newPlayer(infra, wallet.sql, 40)]);
    const replies = await Promise.all([...Array.from({ length: 10 }, () => bet(a, 4, 0)), ...Array.from({ length: 10 }, () => bet(b, 4, 0))]);
    expect(replies.every((r) => r.balance >= 0)).toBe(true);
    const balances = await expectLedgerInvariant(wallet.sql);
    expect([balances.get(a), balances.get(b)]).toEqual([0, 0]);
  });
  it('wallet.v1.bets answers each bet on its own and in order: applied, refused, replayed, mismatched', async () => {
    const [rich, poor] = [await newPlayer(infra, wallet.sql, 100), await newPlayer(infra, wallet.sql, 5)];
    await bet(rich, 10, 0, 'settled-before');
    const { results } = await infra.bus.request('wallet.v1.bets', {
      bets: [
        { userId: rich, betId: 'b-1', game: 'dice', stake: 10, payout: 30 },
        { userId: poor, betId: 'b-2', game: 'dice', stake: 6, payout: 0 },
        { userId: rich, betId: 'settled-before', game: 'dice', stake: 10, payout: 0 },
        { userId: rich, betId: 'settled-before', game: 'dice', stake: 99, payout: 0 },
        { userId: randomUUID(), betId: 'b-3', game: 'dice', stake: 1, payout: 0 },
      ],
    });
    expect(results).toEqual([
      { ok: true, balance: 110, replayed: false },
      { ok: false, error: { code: 'INSUFFICIENT_FUNDS', message: 'Insufficient points' } },
      { ok: true, balance: 90, replayed: true },
      { ok: false, error: expect.objectContaining({ code: 'IDEMPOTENCY_MISMATCH' }) },
      { ok: false, error: { code: 'NOT_FOUND', message: 'No wallet account for this user' } },
    ]);
    expect(await entriesOf(poor)).toHaveLength(1);
    await expectLedgerInvariant(wallet.sql, rich);
    await expectLedgerInvariant(wallet.sql, poor);
  });

  it('wallet.v1.bets of one player, sent together and concurrently, never overdraw: every point is in the ledger', async () => {
    const userId = await newPlayer(infra, wallet.sql, 100);
    const batch = () => infra.bus.request('wallet.v1.bets', { bets: Array.from({ length: 20 }, () => ({ userId, betId: randomUUID(), game: 'dice', stake: 10, payout: 0 })) });
    const answers = (await Promise.all([batch(), batch(), batch()])).flatMap((r) => r.results);
    expect(answers.filter((a) => a.ok)).toHaveLength(10);
    expect(answers.filter((a) => !a.ok && a.error.code === 'INSUFFICIENT_FUNDS')).toHaveLength(50);
    const [{ points }] = (await wallet.sql.query<{ points: number }>(`SELECT "points" FROM "wallet"."accounts" WHERE "userId" = $1`, [userId])) as [{ points: number }];
    expect(points).toBe(0);
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it('wallet.v1.bets of many players, in overlapping batches in different orders, settle in one statement a wave: no deadlock, no overdraw', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => newPlayer(infra, wallet.sql, 50)));
    const statements = async () => {
      const { values } = await betStatements.get();
      return Object.fromEntries(values.map((v) => [v.labels.kind, v.value]));
    };
    const before = await statements();
    // each batch: every player once in its own shuffled order, and a third of them twice (a second wave)
    const batch = () => {
      const order = [...players];
      for (let i = order.length - 1; i > 0; i--) {
        const j = randomInt(i + 1);
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      const bets = [...order, ...order.slice(0, 4)].map((userId) => ({ userId, betId: randomUUID(), game: 'dice', stake: 10, payout: randomInt(2) * 20 }));
      return infra.bus.request('wallet.v1.bets', { bets }).then(({ results }) => results.map((result, i) => ({ bet: bets[i]!, result })));
    };
    const answers = (await Promise.all(Array.from({ length: 8 }, batch))).flat();
    expect(answers.filter((a) => !a.result.ok && a.result.error.code !== 'INSUFFICIENT_FUNDS')).toEqual([]);
    const balances = await expectLedgerInvariant(wallet.sql);
    for (const userId of players) {
      const applied = answers.filter((a) => a.bet.userId === userId && a.result.ok);
      expect(balances.get(userId)).toBe(50 + applied.reduce((sum, a) => sum + a.bet.payout - a.bet.stake, 0));
      expect(balances.get(userId)).toBeGreaterThanOrEqual(0);
    }
    const after = await statements();
    // 8 batches × 2 waves of several players, each one statement; none failed over to one by one
    expect((after.batch ?? 0) - (before.batch ?? 0)).toBe(16);
    expect((after.batch_failed ?? 0) - (before.batch_failed ?? 0)).toBe(0);
  });

  it('wallet.v1.bets refuses a batch with an invalid bet as a whole, naming the field', async () => {
    await expect(infra.bus.request('wallet.v1.bets', { bets: [{ userId: 'u', betId: 'b', game: 'dice', stake: 0, payout: 0 }] })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'bets.0.stake',
    });
    await expect(infra.bus.request('wallet.v1.bets', { bets: [] })).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'bets' });
  });
});

// Row locks are PostgreSQL's; the embedded database runs one statement at a time, so there is nothing to order.
describe('wallet.v1.bets on PostgreSQL', () => {
  const t = walletForSuite('distributed');

  it('wallet.v1.bets takes its players\' rows in key order: waiting for a lower key, it holds no higher one', async () => {
    // the higher key made first, so its row comes first in the table: a statement that locked in table
    // order rather than key order would hold it while waiting
    let [hi, lo] = [await newPlayer(t.infra, t.wallet.sql, 30), await newPlayer(t.infra, t.wallet.sql, 30)];
    while (hi < lo) [hi, lo] = [lo, await newPlayer(t.infra, t.wallet.sql, 30)];
    const holder = await openSqlSession(t.infra.db!);
    const prober = await openSqlSession(t.infra.db!);
    try {
      await holder.exec('BEGIN');
      await holder.query(`SELECT 1 FROM "wallet"."accounts" WHERE "userId" = $1 FOR UPDATE`, [lo]);
      const batch = t.infra.bus.request('wallet.v1.bets', {
        bets: [hi, lo].map((userId) => ({ userId, betId: randomUUID(), game: 'dice', stake: 10, payout: 0 })),
      });
      await new Promise((r) => setTimeout(r, 300)); // the batch statement is now waiting for lo
      await expect(prober.query(`SELECT 1 FROM "wallet"."accounts" WHERE "userId" = $1 FOR UPDATE NOWAIT`, [hi])).resolves.toHaveLength(1);
      await holder.exec('COMMIT');
      expect((await batch).results).toEqual([
        { ok: true, balance: 20, replayed: false },
        { ok: true, balance: 20, replayed: false },
      ]);
    } finally {
      await holder.close();
      await prober.close();
    }
  });
});
