import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox, type RawSql } from '@app/platform';
import type { TestInfrastructure } from '@app/platform/testing';
import { createWalletDatabase, type WalletPrisma } from '../../src/db/client.js';
import { requestHash } from '../../src/domain/request-hash.js';
import { applyMovement } from '../../src/ledger/apply-movement.js';
import { expectLedgerInvariant } from '../ledger-invariant.js';
import { newPlayer, startWallet, type RunningWallet, walletInfrastructure } from '../wallet-test-kit.js';

describe('the ledger tables on PostgreSQL', () => {
  let infra: TestInfrastructure;
  let wallet: RunningWallet;
  let prisma: WalletPrisma;
  let sql: RawSql;

  beforeAll(async () => {
    infra = await walletInfrastructure('distributed');
    wallet = await startWallet(infra);
    ({ prisma, sql } = createWalletDatabase(infra.db!));
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await wallet?.close();
    await infra?.cleanup();
  });

  const violation = (sql: string, params: unknown[]) => wallet.sql.query(sql, params).then(() => 'accepted', (e: { code?: string; constraint?: string }) => `${e.code} ${e.constraint}`);

  it('refuses any statement that would set a balance below zero (CHECK points >= 0)', async () => {
    const userId = await newPlayer(infra, wallet.sql, 5);
    expect(await violation(`UPDATE "wallet"."accounts" SET "points" = -1 WHERE "userId" = $1`, [userId])).toBe('23514 accounts_points_non_negative');
    expect(await violation(`UPDATE "wallet"."accounts" SET "points" = "points" - 6 WHERE "userId" = $1`, [userId])).toBe('23514 accounts_points_non_negative');
  });

  it('refuses negative debt, and debt next to spendable points', async () => {
    const userId = await newPlayer(infra, wallet.sql, 5);
    expect(await violation(`UPDATE "wallet"."accounts" SET "debt" = -1 WHERE "userId" = $1`, [userId])).toBe('23514 accounts_debt_non_negative');
    expect(await violation(`UPDATE "wallet"."accounts" SET "debt" = 1 WHERE "userId" = $1`, [userId])).toBe('23514 accounts_debt_only_when_empty');
  });

  it('refuses a second ledger entry with the same (userId, operationId) and an entry of zero', async () => {
    const userId = await newPlayer(infra, wallet.sql, 5);
    const insert = `INSERT INTO "wallet"."ledger_entries" ("userId", "operationId", "type", "amount", "balanceAfter", "description", "requestHash") VALUES ($1, $2, 'rain', $3, 0, 'x', 'h')`;
    expect(await violation(insert, [userId, 'test-funding', 1])).toBe('23505 ledger_entries_userId_operationId_key');
    expect(await violation(insert, [userId, 'zero', 0])).toBe('23514 ledger_entries_amount_non_zero');
  });

  it('lets only an offer reversal go below zero, as debt that blocks spending until credits repay it', async () => {
    const userId = await newPlayer(infra, wallet.sql, 100);
    const deps = { prisma, sql, outbox: new Outbox('wallet', infra.logger) };
    const reversal = { userId, operationId: 'offer-9:reversal', type: 'offer_reversal' as const, amount: -250, mayCreateDebt: true, requestHash: requestHash('test', [9]) };
    await expect(applyMovement(deps, reversal)).resolves.toEqual({ balance: -150, replayed: false });
    await expect(applyMovement(deps, reversal)).resolves.toEqual({ balance: -150, replayed: true });
    const [row] = await wallet.sql.query<{ points: number; debt: number }>(`SELECT "points", "debt" FROM "wallet"."accounts" WHERE "userId" = $1`, [userId]);
    expect(row).toEqual({ points: 0, debt: 150 });

    await expect(infra.bus.request('wallet.v1.bet', { userId, betId: 'b', game: 'dice', stake: 1, payout: 0 })).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await expect(infra.bus.request('wallet.v1.debit', { userId, operationId: 'w', amount: 1, reason: 'withdrawal_hold' })).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await expect(infra.bus.request('wallet.v1.credit', { userId, operationId: 'r1', amount: 100, reason: 'rain' })).resolves.toMatchObject({ balance: -50 });
    await expect(infra.bus.request('wallet.v1.account.get', { userId })).resolves.toMatchObject({ points: -50 });
    await expect(infra.bus.request('wallet.v1.credit', { userId, operationId: 'r2', amount: 80, reason: 'rain' })).resolves.toMatchObject({ balance: 30 });
    const [after] = await wallet.sql.query<{ points: number; debt: number }>(`SELECT "points", "debt" FROM "wallet"."accounts" WHERE "userId" = $1`, [userId]);
    expect(after).toEqual({ points: 30, debt: 0 });
    await expectLedgerInvariant(prisma, userId);
  });

  it('refuses debt from any movement other than an offer reversal', async () => {
    const userId = await newPlayer(infra, wallet.sql, 10);
    const deps = { prisma, sql, outbox: new Outbox('wallet', infra.logger) };
    await expect(applyMovement(deps, { userId, operationId: 'x', type: 'withdrawal_hold', amount: -20, mayCreateDebt: true, requestHash: 'h' })).rejects.toThrow(/only an offer reversal/);
    await expect(applyMovement(deps, { userId, operationId: 'y', type: 'offer_reversal', amount: -20, requestHash: 'h' })).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
  });
});
