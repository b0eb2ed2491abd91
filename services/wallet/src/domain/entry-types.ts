import type { LedgerEntryType } from '@app/contracts';
import { AppError } from '@app/platform';

/**
 * Which ledger entry types each command may write. Anything else (a credit of `game_stake`, a debit of
 * `signup_bonus`) is a caller's mistake that would make the history lie, so it is refused. Types the
 * wallet writes itself only (signup_bonus, offer_reversal) are not accepted from other services.
 */
const creditTypes: ReadonlySet<LedgerEntryType> = new Set([
  'game_win',
  'daily_bonus',
  'challenge_reward',
  'referral',
  'offer',
  'withdrawal_refund',
  'rain',
  'admin_adjustment',
]);
const debitTypes: ReadonlySet<LedgerEntryType> = new Set(['game_stake', 'withdrawal_hold', 'admin_adjustment']);

export type MovementDirection = 'credit' | 'debit';

export function assertTypeAllowed(direction: MovementDirection, type: LedgerEntryType): void {
  const allowed = direction === 'credit' ? creditTypes : debitTypes;
  if (!allowed.has(type)) {
    throw new AppError('VALIDATION_FAILED', `reason: ${type} cannot be a ${direction} (allowed: ${[...allowed].join(', ')})`, 'reason');
  }
}

/**
 * Earnings outside games: what the dashboard's "Total Earned" counts. Game wins are shown separately
 * ("Total Won", from the games service) and admin adjustments are corrections, not earnings.
 */
const earningTypes: ReadonlySet<LedgerEntryType> = new Set(['signup_bonus', 'daily_bonus', 'challenge_reward', 'referral', 'offer', 'rain']);

/**
 * How an entry changes the account's Total Earned; `amount` is the signed ledger amount. Total Withdrawn
 * moves with no entry: a withdrawal adds to it when it completes (application/withdrawal-transition.ts),
 * since it counts points paid out, not points held for a payout or given back.
 */
export function earnedDelta(type: LedgerEntryType, amount: number): number {
  // a reversal takes back an offer's earning (amount is negative)
  return earningTypes.has(type) || type === 'offer_reversal' ? amount : 0;
}

export type TransactionKind = 'earn' | 'game_win' | 'spend';

/** The colour class of a history row, as the web knows it: earn, game_win, or anything else (spend). */
export function transactionKind(type: string, amount: number): TransactionKind {
  if (type === 'game_win') return 'game_win';
  return amount > 0 ? 'earn' : 'spend';
}

/** "dice" → "Dice", "video_poker" → "Video poker" */
export function gameLabel(game: string): string {
  const words = game.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const fixedDescriptions: Record<Exclude<LedgerEntryType, 'game_stake' | 'game_win'>, string> = {
  signup_bonus: 'Signup bonus',
  daily_bonus: 'Daily bonus',
  challenge_reward: 'Daily challenge reward',
  referral: 'Referral bonus',
  offer: 'Offer completed',
  offer_reversal: 'Offer reversed',
  withdrawal_hold: 'Withdrawal',
  withdrawal_refund: 'Withdrawal refunded',
  rain: 'Chat rain',
  admin_adjustment: 'Adjustment by an admin',
};

/** What the history shows when the caller gave no description: "Dice bet", "Dice win", "Chat rain". */
export function defaultDescription(type: LedgerEntryType, gameType?: string | null): string {
  if (type === 'game_stake') return gameType ? `${gameLabel(gameType)} bet` : 'Game bet';
  if (type === 'game_win') return gameType ? `${gameLabel(gameType)} win` : 'Game win';
  return fixedDescriptions[type];
}
