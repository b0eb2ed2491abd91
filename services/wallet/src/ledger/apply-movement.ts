import { planMovement, type Movement } from '../domain/movement.js';
import type { OperationResult } from '../domain/operation-result.js';
import { runApplyMovement } from '../db/movement-statement.js';
import { findPriorOperation } from '../db/operation-outcome.js';
import type { LedgerDeps } from './ledger-deps.js';
import { runOperation } from './run-operation.js';

/**
 * Applies one credit or debit on its own (not inside a caller's transaction), idempotent on its
 * operationId: the wallet.v1.credit/debit commands use it, and so can the wallet's own features.
 */
export async function applyMovement(deps: LedgerDeps, movement: Movement): Promise<OperationResult> {
  const planned = planMovement(movement);
  const { result, applied } = await runOperation(
    () => runApplyMovement(deps.sql, planned),
    () => findPriorOperation(deps.prisma, planned.userId, [planned.operationId], planned.requestHash),
  );
  if (applied) deps.outbox.wake();
  return result;
}
