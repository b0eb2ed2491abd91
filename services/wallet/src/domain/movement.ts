import type { LedgerEntryType } from '@app/contracts';
import { defaultDescription, earnedDelta } from './entry-types.js';

/** One change of one balance, as wallet code asks for it (commands, the signup bonus, later offers). */
export interface Movement {
  userId: string;
  /** the idempotency key, unique per user */
  operationId: string;
  type: LedgerEntryType;
  /** signed, non-zero: positive credits, negative debits */
  amount: number;
  description?: string | null;
  gameType?: string | null;
  /** only an offer reversal may take the balance below zero (recorded as debt) */
  mayCreateDebt?: boolean;
  requestHash: string;
}

/** Everything the movement statement writes, decided up front. */
export interface PlannedMovement {
  userId: string;
  operationId: string;
  type: LedgerEntryType;
  amount: number;
  /** refuse unless the balance covers the amount (every debit except a reversal) */
  requireCover: boolean;
  earnedDelta: number;
  description: string;
  gameType: string | null;
  requestHash: string;
}

export function planMovement(movement: Movement): PlannedMovement {
  if (!Number.isInteger(movement.amount) || movement.amount === 0) throw new Error(`a movement needs a non-zero integer amount, got ${movement.amount}`);
  if (movement.mayCreateDebt && movement.type !== 'offer_reversal') throw new Error(`only an offer reversal may create debt, not ${movement.type}`);
  return {
    userId: movement.userId,
    operationId: movement.operationId,
    type: movement.type,
    amount: movement.amount,
    requireCover: movement.amount < 0 && !movement.mayCreateDebt,
    earnedDelta: earnedDelta(movement.type, movement.amount),
    description: movement.description ?? defaultDescription(movement.type, movement.gameType),
    gameType: movement.gameType ?? null,
    requestHash: movement.requestHash,
  };
}
