import { AppError } from '@app/platform';

/**
 * What one balance-changing statement found and did: `balance` is set when it applied the change;
 * otherwise `priorMatches` tells a replay (true) from a reused key (false), or is null when the key is
 * unused, and `accountExists` tells NOT_FOUND from INSUFFICIENT_FUNDS.
 */
export interface OperationOutcome {
  balance: number | null;
  priorMatches: boolean | null;
  /** the balance right after the earlier operation with this key (its last ledger entry) */
  priorBalance: number | null;
  accountExists: boolean;
}

export interface OperationResult {
  balance: number;
  replayed: boolean;
}

/**
 * The answer to a bet, credit or debit: the new balance; or, for a key used before with the same body,
 * the first answer again (replayed); or the typed error. A reused key wins over every other refusal.
 */
export function resolveOperation(outcome: OperationOutcome): OperationResult {
  if (outcome.balance !== null) return { balance: outcome.balance, replayed: false };
  if (outcome.priorMatches === true && outcome.priorBalance !== null) return { balance: outcome.priorBalance, replayed: true };
  if (outcome.priorMatches === false) throw new AppError('IDEMPOTENCY_MISMATCH', 'This operation id was already used with different details');
  if (!outcome.accountExists) throw new AppError('NOT_FOUND', 'No wallet account for this user');
  throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient points');
}
