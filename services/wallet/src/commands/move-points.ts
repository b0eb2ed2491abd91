import type { CommandRequest } from '@app/contracts';
import { assertTypeAllowed, type MovementDirection } from '../domain/entry-types.js';
import type { OperationResult } from '../domain/operation-result.js';
import { requestHash } from '../domain/request-hash.js';
import { applyMovement } from '../ledger/apply-movement.js';
import type { LedgerDeps } from '../ledger/ledger-deps.js';

export type MovementRequest = CommandRequest<'wallet.v1.credit'>;

/** wallet.v1.credit and wallet.v1.debit: a debit is refused (INSUFFICIENT_FUNDS) unless the balance covers it. */
export async function movePoints(deps: LedgerDeps, direction: MovementDirection, request: MovementRequest): Promise<OperationResult> {
  assertTypeAllowed(direction, request.reason);
  const { userId, operationId, amount, reason, description, gameType } = request;
  return applyMovement(deps, {
    userId,
    operationId,
    type: reason,
    amount: direction === 'credit' ? amount : -amount,
    description,
    gameType,
    requestHash: requestHash(`wallet.v1.${direction}`, [userId, operationId, amount, reason, description, gameType]),
  });
}
