import { commandErrorOf, type Logger } from '@app/platform';
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

export type BetAnswer = ({ ok: true } & OperationResult) | { ok: false; error: { code: string; message: string; field?: string } };

/**
 * wallet.v1.bets: each bet exactly as wallet.v1.bet, all at once on the pool (bets of one player wait for
 * each other on the player's row), each answered on its own: one refusal refuses nothing else.
 */
export async function placeBets(deps: LedgerDeps, requests: readonly BetRequest[], logger: Logger): Promise<{ results: BetAnswer[] }> {
  const results = await Promise.all(
    requests.map((request) =>
      placeBet(deps, request).then(
        (result): BetAnswer => ({ ok: true, ...result }),
        (err: unknown): BetAnswer => {
          const error = commandErrorOf(err);
          if (error) return { ok: false, error };
          logger.error({ err, betId: request.betId }, 'bet failed');
          return { ok: false, error: { code: 'INTERNAL', message: 'Command failed' } };
        },
      ),
    ),
  );
  return { results };
}
