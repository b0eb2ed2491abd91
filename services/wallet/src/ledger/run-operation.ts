import { AppError } from '@app/platform';
import { resolveOperation, type OperationOutcome, type OperationResult } from '../domain/operation-result.js';
import { isOutOfRange, isUniqueViolation } from '../db/sql-errors.js';

/**
 * Runs one idempotent balance statement and turns what it found into the answer. When a concurrent
 * request with the same key committed first, the statement fails on the unique key having changed
 * nothing; `readPrior` then reads that request's result, which this one replays (or refuses as a mismatch).
 */
export async function runOperation(
  statement: () => Promise<OperationOutcome>,
  readPrior: () => Promise<OperationOutcome>,
): Promise<{ result: OperationResult; applied: boolean }> {
  let outcome: OperationOutcome;
  try {
    outcome = await statement();
  } catch (err) {
    if (isOutOfRange(err)) throw new AppError('BAD_REQUEST', 'The balance would exceed the largest amount a wallet can hold');
    if (!isUniqueViolation(err)) throw err;
    outcome = await readPrior();
    // the key's entries are never deleted, so they are there; if not, the error was about something else
    if (outcome.priorMatches === null) throw err;
  }
  return { result: resolveOperation(outcome), applied: outcome.balance !== null };
}
