import { planBet, type BetRequest } from '../domain/bet.js';
import type { OperationResult } from '../domain/operation-result.js';
import { runSettleBet } from '../db/bet-statement.js';
import { findPriorOperation } from '../db/operation-outcome.js';
import type { LedgerDeps } from '../ledger/ledger-deps.js';
import { runOperation } from '../ledger/run-operation.js';

/** wallet.v1.bet: one statement in the common case (see db/bet-statement.ts). */
export async function placeBet(deps: LedgerDeps, request: BetRequest): Promise<OperationResult> {
  const bet = planBet(request);
  const { result, applied } = await runOperation(
    () => runSettleBet(deps.sql, bet),
    () => findPriorOperation(deps.prisma, bet.userId, [bet.stakeOperationId, bet.winOperationId], bet.requestHash),
  );
  if (applied) deps.outbox.wake();
  return result;
}
