import { expect } from 'vitest';

/** A Prisma client of the wallet (RawSql) or a platform SqlSession (openSqlSession(infra.db)). */
export type LedgerQueryable =
  | { $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T> }
  | { query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]> };

interface AccountCheck {
  userId: string;
  points: number;
  debt: number;
  totalEarned: number;
  totalWithdrawn: number;
  ledgerSum: number;
  ledgerEarned: number;
  paidOut: number;
  lastBalanceAfter: number | null;
  minBalanceAfter: number | null;
  reversals: number;
}

// Stated independently of the wallet's code, on purpose: the dashboard's "Total Earned" counts non-game
// earnings (reversals take offers back); "Total Withdrawn" counts the points of completed withdrawals
// (paid out), not those merely held for a pending or approved one.
const EARNING_TYPES = `'signup_bonus','daily_bonus','challenge_reward','referral','offer','rain','offer_reversal'`;

const invariantSql = `
SELECT a."userId", a."points", a."debt", a."totalEarned", a."totalWithdrawn",
       COALESCE(SUM(l."amount"), 0)::int AS "ledgerSum",
       COALESCE(SUM(l."amount") FILTER (WHERE l."type" IN (${EARNING_TYPES})), 0)::int AS "ledgerEarned",
       (SELECT COALESCE(SUM(w."amount"), 0)::int FROM "wallet"."withdrawals" w WHERE w."userId" = a."userId" AND w."status" = 'completed') AS "paidOut",
       (SELECT x."balanceAfter" FROM "wallet"."ledger_entries" x WHERE x."userId" = a."userId" ORDER BY x."seq" DESC LIMIT 1) AS "lastBalanceAfter",
       MIN(l."balanceAfter") AS "minBalanceAfter",
       COUNT(l."id") FILTER (WHERE l."type" = 'offer_reversal')::int AS "reversals"
  FROM "wallet"."accounts" a
  LEFT JOIN "wallet"."ledger_entries" l ON l."userId" = a."userId"
 WHERE $1::text IS NULL OR a."userId" = $1::text
 GROUP BY a."userId"`;

async function queryRows<R>(db: LedgerQueryable, sql: string, params: unknown[]): Promise<R[]> {
  return '$queryRawUnsafe' in db ? db.$queryRawUnsafe<R[]>(sql, ...params) : db.query<R>(sql, params);
}

/**
 * The wallet's money invariant, for any test that moved points (all accounts, or only `userId`'s):
 * points >= 0 and debt >= 0; the balance (points - debt) equals the SUM of the user's ledger amounts
 * and the last entry's balanceAfter; no entry ever left a balance below zero unless an offer reversal
 * did; totalEarned equals what the entries say, totalWithdrawn what the completed withdrawals paid out.
 * Returns each checked user's balance.
 */
export async function expectLedgerInvariant(db: LedgerQueryable, userId?: string): Promise<Map<string, number>> {
  const rows = await queryRows<AccountCheck>(db, invariantSql, [userId ?? null]);
  if (userId) expect(rows, `wallet account of ${userId}`).toHaveLength(1);
  const balances = new Map<string, number>();
  for (const r of rows) {
    const balance = r.points - r.debt;
    const who = `account ${r.userId}`;
    expect(r.points, `${who}: points`).toBeGreaterThanOrEqual(0);
    expect(r.debt, `${who}: debt`).toBeGreaterThanOrEqual(0);
    expect(balance, `${who}: balance = SUM(ledger)`).toBe(r.ledgerSum);
    expect(r.lastBalanceAfter ?? 0, `${who}: balance = last entry's balanceAfter`).toBe(balance);
    expect(r.totalEarned, `${who}: totalEarned`).toBe(r.ledgerEarned);
    expect(r.totalWithdrawn, `${who}: totalWithdrawn = completed withdrawals`).toBe(r.paidOut);
    // only an offer reversal may ever have taken a balance below zero
    if (r.reversals === 0) expect(r.minBalanceAfter ?? 0, `${who}: lowest balance ever`).toBeGreaterThanOrEqual(0);
    balances.set(r.userId, balance);
  }
  return balances;
}
