import { commandErrorOf, counter, currentBatchRequestIds, currentRequestId, oneItemPerKeyWaves, runWithRequestId, type Logger } from '@app/platform';
import { planBet, type BetRequest, type PlannedBet } from '../domain/bet.js';
import { resolveOperation, type OperationResult } from '../domain/operation-result.js';
import { runSettleBet } from '../db/bet-statement.js';
import { runSettleBets } from '../db/bets-statement.js';
import { findPriorOperation } from '../db/operation-outcome.js';
import { isUniqueViolation } from '../db/sql-errors.js';
import type { LedgerDeps } from '../ledger/ledger-deps.js';
import { runOperation } from '../ledger/run-operation.js';

/** How the bets were settled: one by one, a wave of players at once, or a wave whose statement failed. */
export const betStatements = counter('wallet_bet_statements_total', 'Statements that settled instant bets, by kind (single, batch, batch_failed)', ['kind'] as const);

/**
 * wallet.v1.bet: one statement in the common case (see db/bet-statement.ts). It writes no outbox row
 * (games announces the bet), so there is no relay to wake.
 */
export async function placeBet(deps: LedgerDeps, request: BetRequest): Promise<OperationResult> {
  return settleOne(deps, planBet(request));
}

async function settleOne(deps: LedgerDeps, bet: PlannedBet): Promise<OperationResult> {
  betStatements.inc({ kind: 'single' });
  const { result } = await runOperation(
    () => runSettleBet(deps.sql, bet),
    () => findPriorOperation(deps.prisma, bet.userId, [bet.stakeOperationId, bet.winOperationId], bet.requestHash),
  );
  return result;
}

export type BetAnswer = ({ ok: true } & OperationResult) | { ok: false; error: { code: string; message: string; field?: string } };

/**
 * wallet.v1.bets: each bet exactly as wallet.v1.bet, each answered on its own (one refusal refuses
 * nothing else). The bets go in waves of one bet per player, each wave in one statement
 * (db/bets-statement.ts); a wave whose statement fails, or holds a single bet, goes one statement per bet,
 * which answers a racing key or an amount out of range for that bet alone.
 */
export async function placeBets(deps: LedgerDeps, requests: readonly BetRequest[], logger: Logger): Promise<{ results: BetAnswer[] }> {
  const bets = requests.map(planBet);
  const requestIds = currentBatchRequestIds();
  const results: BetAnswer[] = [];
  const answer = (index: number, settle: () => OperationResult | Promise<OperationResult>): Promise<void> =>
    Promise.resolve()
      .then(settle)
      .then(
        (result) => void (results[index] = { ok: true, ...result }),
        (err: unknown) => {
          const error = commandErrorOf(err);
          // under the request of this bet, not the batch's first (the batch carries them in its order)
          if (!error) runWithRequestId(requestIds?.[index] || currentRequestId(), () => logger.error({ err, betId: bets[index]!.betId }, 'bet failed'));
          results[index] = { ok: false, error: error ?? { code: 'INTERNAL', message: 'Command failed' } };
        },
      );
  const settleWave = async (wave: number[]) => {
    try {
      const outcomes = await runSettleBets(deps.sql, wave.map((i) => bets[i]!));
      betStatements.inc({ kind: 'batch' });
      return outcomes;
    } catch (err) {
      // a racing request with one of the keys is expected now and then; anything else is worth a look
      betStatements.inc({ kind: 'batch_failed' });
      if (isUniqueViolation(err)) logger.debug({ err }, 'bets statement met a racing key; settling one by one');
      else logger.warn({ err, requestIds: requestIds && wave.map((i) => requestIds[i]) }, 'bets statement failed; settling one by one');
      return undefined;
    }
  };
  for (const wave of oneItemPerKeyWaves(bets, (bet) => bet.userId)) {
    const outcomes = wave.length > 1 ? await settleWave(wave) : undefined;
    if (outcomes) await Promise.all(wave.map((index, k) => answer(index, () => resolveOperation(outcomes[k]!))));
    else await Promise.all(wave.map((index) => answer(index, () => settleOne(deps, bets[index]!))));
  }
  return { results };
}
