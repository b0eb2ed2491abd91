import { expect } from 'vitest';
import type pg from 'pg';
import { waitFor } from '../../../support/http-client.js';
import { expectLedgerInvariant } from '../../../../services/wallet/test/ledger-invariant.js';

/** Every balance equals its ledger (the wallet's own invariant, checked on the product's database). */
export async function expectBalancesMatchLedger(db: pg.Pool): Promise<Map<string, number>> {
  return expectLedgerInvariant({ query: async (sql: string, params?: unknown[]) => (await db.query(sql, params)).rows as never });
}

/** Waits until the games timer finished every round (none pending, starting or settling). */
export async function waitForRoundsFinished(db: pg.Pool, timeoutMs = 45_000): Promise<void> {
  await waitFor(
    async () => {
      const { rows } = await db.query(`SELECT COUNT(*)::int AS n FROM games.rounds WHERE status NOT IN ('settled','refused','open')`);
      return rows[0].n === 0;
    },
    timeoutMs,
    'every game round settled or refused',
  );
}

interface RoundMoney {
  id: string;
  status: string;
  stake: number;
  payout: number | null;
  stakeEntries: number;
  stakeSum: number;
  winEntries: number;
  winSum: number;
}

/**
 * Rounds and ledger agree, entry by entry: a settled round has exactly one stake entry of its stake and,
 * when it paid, exactly one win entry of its payout; a refused round moved nothing; and no game entry in
 * the ledger belongs to no round. (Stakes are keyed `${roundId}:stake`; an instant win `${roundId}:win`,
 * a stateful payout `${roundId}:payout`.) Returns the settled rounds' ids.
 */
export async function expectRoundsMatchLedger(db: pg.Pool): Promise<Set<string>> {
  const { rows } = await db.query<RoundMoney>(`
    SELECT r.id::text AS id, r.status, r.stake, r.payout,
           COUNT(l.id) FILTER (WHERE l."operationId" = r.id::text || ':stake')::int AS "stakeEntries",
           COALESCE(SUM(l.amount) FILTER (WHERE l."operationId" = r.id::text || ':stake'), 0)::int AS "stakeSum",
           COUNT(l.id) FILTER (WHERE l."operationId" IN (r.id::text || ':win', r.id::text || ':payout'))::int AS "winEntries",
           COALESCE(SUM(l.amount) FILTER (WHERE l."operationId" IN (r.id::text || ':win', r.id::text || ':payout')), 0)::int AS "winSum"
      FROM games.rounds r
      LEFT JOIN wallet.ledger_entries l ON l."userId" = r."userId" AND l."operationId" LIKE r.id::text || ':%'
     GROUP BY r.id`);
  const settled = new Set<string>();
  for (const r of rows) {
    const who = `round ${r.id} (${r.status}, stake ${r.stake}, payout ${r.payout})`;
    if (r.status === 'settled') {
      settled.add(r.id);
      expect(r.stakeEntries, `${who}: stake entries`).toBe(1);
      expect(r.stakeSum, `${who}: stake amount`).toBe(-r.stake);
      expect(r.winEntries, `${who}: win entries`).toBe((r.payout ?? 0) > 0 ? 1 : 0);
      expect(r.winSum, `${who}: win amount`).toBe(r.payout ?? 0);
    } else if (r.status === 'refused') {
      expect(r.stakeEntries + r.winEntries, `${who}: a refused round moves nothing`).toBe(0);
    }
  }
  const orphans = await db.query(`
    SELECT l."operationId", l.type, l.amount FROM wallet.ledger_entries l
     WHERE l.type IN ('game_stake','game_win')
       AND NOT EXISTS (SELECT 1 FROM games.rounds r WHERE l."operationId" LIKE r.id::text || ':%')`);
  expect(orphans.rows, 'game ledger entries without a round').toEqual([]);
  return settled;
}

/** Both checks, after the games timer finished what the fault interrupted. */
export async function expectNoPointLostOrPaidTwice(db: pg.Pool): Promise<Set<string>> {
  await waitForRoundsFinished(db);
  await expectBalancesMatchLedger(db);
  return expectRoundsMatchLedger(db);
}
