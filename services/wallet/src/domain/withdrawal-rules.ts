import { PENDING_WITHDRAWAL_EXISTS, groupDigits, pointsWithUnit, type WithdrawalMethod, type WithdrawalStatus } from '@app/contracts';
import { AppError } from '@app/platform';

/** 100 points = $1 everywhere (design section 7), so a point is a cent. */
export function usdCentsOf(points: number): number {
  return points;
}

// the price the wallet buys a gamepass at is the one the withdraw page states: one definition for both
export { gamepassPriceFor } from '@app/contracts';

export interface WithdrawalLimits {
  minRobux: number;
  minManual: number;
  /** points per UTC day, counting pending, approved and completed withdrawals */
  dailyLimit: number;
}

/** What the request is checked against, read with the player's account row locked. */
export interface WithdrawalCheck {
  method: WithdrawalMethod;
  amount: number;
  /** spendable points (0 while there is debt) */
  points: number;
  /** unpaid shortfall of a reversed offer */
  debt: number;
  pendingCount: number;
  /** points of today's (UTC) withdrawals that are pending, approved or completed */
  withdrawnToday: number;
}

export const DEBT_BLOCKS_WITHDRAWALS = 'Withdrawals are blocked until your balance covers a reversed offer';
// worded in the contracts: the withdraw form says it before the player asks
export { PENDING_WITHDRAWAL_EXISTS };

const formatPoints = groupDigits;

/**
 * Why a withdrawal may not be paid out now (a CONFLICT message for the admin), or null when it may: a
 * reversed offer that took the balance below zero "blocks withdrawals" (design section 4), those already
 * pending or approved included, until the balance covers it. Checked when the withdrawal is approved and
 * when it is marked paid, with the player's account row locked; rejecting it or marking it failed is
 * always allowed (the held points come back and repay the debt).
 */
export function debtRefusal(debt: number, move: 'approved' | 'completed'): string | null {
  if (debt <= 0) return null;
  const alternative = move === 'approved' ? 'reject this withdrawal' : 'mark this withdrawal failed';
  return `The player owes ${formatPoints(debt)} points from a reversed offer; ${alternative} (the held points go back) or wait until the balance covers it`;
}

/** The statuses whose points count against the daily limit (rejected and failed ones were returned). */
export const COUNTED_STATUSES: readonly WithdrawalStatus[] = ['pending', 'approved', 'completed'];

/**
 * Every rule a new withdrawal must pass, in the order a player can act on them; throws the first
 * broken one. The balance check here only gives the clear message: the hold itself is conditional too.
 */
export function assertWithdrawalAllowed(check: WithdrawalCheck, limits: WithdrawalLimits): void {
  const minimum = check.method === 'robux' ? limits.minRobux : limits.minManual;
  if (check.amount < minimum) throw new AppError('BAD_REQUEST', `Minimum withdrawal is ${pointsWithUnit(minimum)}`, 'amount');
  if (check.debt > 0) throw new AppError('FORBIDDEN', DEBT_BLOCKS_WITHDRAWALS);
  if (check.pendingCount > 0) throw new AppError('CONFLICT', PENDING_WITHDRAWAL_EXISTS);
  const left = Math.max(limits.dailyLimit - check.withdrawnToday, 0);
  if (check.amount > left) {
    throw new AppError('BAD_REQUEST', `Daily withdrawal limit is ${formatPoints(limits.dailyLimit)} points (${formatPoints(left)} left today)`, 'amount');
  }
  if (check.amount > check.points) throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient points for this withdrawal', 'amount');
}

/**
 * The state machine: pending → approved → completed, pending → rejected (by an admin), and failed from
 * pending or approved (an automatic Robux purchase that did not go through). An approved withdrawal
 * that an admin pays by hand is marked completed or failed by them (admin-withdrawal-moves.ts).
 * Rejected and failed return the held points.
 */
const transitions: Record<WithdrawalStatus, readonly WithdrawalStatus[]> = {
  pending: ['approved', 'rejected', 'failed'],
  approved: ['completed', 'failed'],
  completed: [],
  rejected: [],
  failed: [],
};

/** The statuses a withdrawal may move to `to` from. */
export function statusesLeadingTo(to: WithdrawalStatus): WithdrawalStatus[] {
  return (Object.keys(transitions) as WithdrawalStatus[]).filter((from) => transitions[from].includes(to));
}

export function refundsPoints(status: WithdrawalStatus): boolean {
  return status === 'rejected' || status === 'failed';
}

export const withdrawalOperations = {
  hold: (withdrawalId: string) => `withdrawal:${withdrawalId}:hold`,
  refund: (withdrawalId: string) => `withdrawal:${withdrawalId}:refund`,
};

export const ONLY_PENDING_MESSAGE = 'Only pending withdrawals can be approved or rejected';
