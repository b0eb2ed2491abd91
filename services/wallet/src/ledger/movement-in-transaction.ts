import type { RawSql } from '@app/platform';
import { planMovement, type Movement } from '../domain/movement.js';
import { resolveOperation } from '../domain/operation-result.js';
import { runApplyMovement } from '../db/movement-statement.js';

/**
 * One ledger movement inside the caller's transaction (with its balance.changed outbox row), for the
 * wallet's own features: a withdrawal hold, a bonus, an offer credit. `applied` is false when the key was
 * already used with the same details (nothing written); INSUFFICIENT_FUNDS, IDEMPOTENCY_MISMATCH and
 * NOT_FOUND are thrown as by the commands. The caller wakes the outbox after its commit.
 */
export async function applyMovementInTransaction(tx: RawSql, movement: Movement): Promise<{ balance: number; applied: boolean }> {
  const result = resolveOperation(await runApplyMovement(tx, planMovement(movement)));
  return { balance: result.balance, applied: !result.replayed };
}
