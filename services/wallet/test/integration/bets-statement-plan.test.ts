import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scansOf, type PlanNode, type TestInfrastructure } from '@app/platform/testing';
import { SETTLE_BETS_SQL } from '../../src/db/bets-statement.js';
import { startWallet, walletInfrastructure, type RunningWallet } from '../wallet-test-kit.js';

// wallet.v1.bets settles up to a hundred bets in one prepared statement, whose plan PostgreSQL may cache
// and reuse whatever the batch (a generic plan, made for a batch of a hundred). Planned as a join, the
// look-up of used keys read the whole ledger at every statement.
describe('the statement of wallet.v1.bets on PostgreSQL', () => {
  let infra: TestInfrastructure;
  let wallet: RunningWallet;

  beforeAll(async () => {
    infra = await walletInfrastructure('distributed');
    wallet = await startWallet(infra);
  });

  afterAll(async () => {
    await wallet?.sql.exec('DEALLOCATE ALL; RESET plan_cache_mode').catch(() => undefined);
    await wallet?.close();
    await infra?.cleanup();
  });

  it('reads the players\' accounts and used keys by index, even in the plan made for any batch, with 20,000 players', async () => {
    await wallet.sql.exec(`
      INSERT INTO "wallet"."accounts" ("userId", "username", "points") SELECT 'plan-' || g, 'plan_' || g, 1000 FROM generate_series(1, 20000) g;
      INSERT INTO "wallet"."ledger_entries" ("userId", "operationId", "type", "amount", "balanceAfter", "description", "requestHash")
        SELECT 'plan-' || (g % 20000 + 1), 'op-' || g, 'game_stake', -1, 999, 'Dice bet', 'h' FROM generate_series(1, 40000) g;
      ANALYZE "wallet"."ledger_entries";
      ANALYZE "wallet"."accounts";
      SET plan_cache_mode = force_generic_plan;
      PREPARE settle_bets (text[], text[], text[], int[], int[], text[], text[], text[], text[]) AS ${SETTLE_BETS_SQL};`);
    const [row] = await wallet.sql.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) EXECUTE settle_bets('{plan-1,plan-2}', '{a:stake,b:stake}', '{a:win,b:win}', '{1,1}', '{2,0}', '{dice,dice}', '{Dice bet,Dice bet}', '{Dice win,Dice win}', '{h,h}')`,
    );
    for (const table of ['ledger_entries', 'accounts']) {
      const scans = scansOf(row!['QUERY PLAN'][0].Plan, table);
      expect(scans.length, table).toBeGreaterThan(0);
      expect(scans.filter((scan) => scan === 'Seq Scan'), table).toEqual([]);
    }
  });
});
