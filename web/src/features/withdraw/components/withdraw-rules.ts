import {
  gamepassIdProblem,
  paymentDetailsProblem,
  PENDING_WITHDRAWAL_EXISTS,
  robloxUsernameProblem,
  WITHDRAWAL_AMOUNT_MAX,
  WITHDRAWAL_AMOUNT_NOT_WHOLE,
  WITHDRAWAL_AMOUNT_TOO_LARGE,
  type GetWithdrawalLimitsResponse,
} from '@app/contracts';
import { formatPoints } from '@/lib/format';
import type { CashMethodId, WithdrawMethodId } from './withdraw-methods';

export type WithdrawalLimits = GetWithdrawalLimitsResponse;

/** The smallest withdrawal the wallet accepts for `method`: Robux has its own, the cash methods share one. */
export function minimumFor(method: WithdrawMethodId, limits: WithdrawalLimits): number {
  return method === 'robux' ? limits.minRobux : limits.minManual;
}

/** The wallet's words for an amount with a fraction: 10.7 is refused, not sent as 10. */
export const AMOUNT_NOT_WHOLE = WITHDRAWAL_AMOUNT_NOT_WHOLE;

/** What an amount as typed is worth while the player types it (the value and gamepass price shown): its whole points, at least 0. */
export function wholePoints(amount: number): number {
  return Math.max(0, Math.floor(amount) || 0);
}

/**
 * Why the amount cannot be accepted under these limits today, in the wallet's own words, or null. The
 * daily limit counts what the wallet says the player already used of it today (`limits.withdrawnToday`,
 * summed by the query the wallet refuses with, so the form and the wallet agree).
 */
export function amountProblem(method: WithdrawMethodId, amount: number, limits: WithdrawalLimits): string | null {
  // before the fraction: 1e20 is whole, and too large
  if (amount > WITHDRAWAL_AMOUNT_MAX) return WITHDRAWAL_AMOUNT_TOO_LARGE;
  if (!Number.isInteger(amount)) return AMOUNT_NOT_WHOLE;
  const minimum = minimumFor(method, limits);
  if (amount < minimum) return `Minimum withdrawal is ${formatPoints(minimum)} points`;
  const left = Math.max(limits.dailyLimit - limits.withdrawnToday, 0);
  if (amount > left) {
    return limits.withdrawnToday > 0
      ? `Daily withdrawal limit is ${formatPoints(limits.dailyLimit)} points (${formatPoints(left)} left today)`
      : `Daily withdrawal limit is ${formatPoints(limits.dailyLimit)} points`;
  }
  return null;
}

/**
 * The line under the amount: the method's minimum, what today's withdrawals left of the daily limit (once
 * some of it is used: before, the limits card says it), and the balance.
 */
export function amountHint(method: WithdrawMethodId, limits: WithdrawalLimits, balance: number): string {
  const parts = [`Minimum ${formatPoints(minimumFor(method, limits))} points`];
  if (limits.withdrawnToday > 0) parts.push(`${formatPoints(Math.max(limits.dailyLimit - limits.withdrawnToday, 0))} left today`);
  parts.push(`Balance ${formatPoints(balance)} points`);
  return parts.join(' · ');
}

/**
 * What is wrong with a cash method's payment details, in the wallet's own words ('Enter a valid PayPal
 * email', 'Payment details are required'), or null; shown under the field and blocking submit.
 */
export function detailsProblem(method: CashMethodId, paymentDetails: string): string | null {
  return paymentDetailsProblem(method, paymentDetails);
}

/**
 * What is wrong with a Robux request's Roblox username and gamepass id, each in the wallet's own words
 * ('Roblox username must be 3 to 20 letters, digits or underscores', 'Gamepass ID must be a number'), or
 * null; shown under the fields and blocking submit.
 */
export function robuxDetailsProblems(robloxUsername: string, gamepassId: string): { username: string | null; gamepassId: string | null } {
  return { username: robloxUsernameProblem(robloxUsername), gamepassId: gamepassIdProblem(gamepassId) };
}

/**
 * Why the wallet would refuse any request now, whatever is typed, or null: it takes one pending
 * withdrawal at a time (`limits.hasPendingWithdrawal`, counted as the refusal counts it).
 */
export function requestProblem(limits: WithdrawalLimits | undefined): string | null {
  return limits?.hasPendingWithdrawal ? PENDING_WITHDRAWAL_EXISTS : null;
}

export interface SubmitCheck {
  method: WithdrawMethodId;
  amount: number;
  /** undefined until GET /api/withdrawal/limits answered (with what the player used of the daily limit today) */
  limits: WithdrawalLimits | undefined;
  emailVerified: boolean;
  terms: boolean;
  pending: boolean;
  /** the player's spendable points: the form says "You only have …" above them, and the wallet refuses */
  balance: number;
  robloxUsername: string;
  gamepassId: string;
  paymentDetails: string;
}

/**
 * The withdraw form's submit is disabled (spec section 5) while the e-mail is unverified, the terms are
 * unticked, a request is on its way, another withdrawal is still pending, the amount breaks the limits
 * (the daily one less what was withdrawn today) or is more than the balance, a detail the method needs is empty, or the details are
 * not what the wallet accepts (a PayPal e-mail that is not an e-mail, a gamepass id that is not a number);
 * and while the limits are unknown (loading, or failed), rather than guess them.
 */
export function isSubmitBlocked(check: SubmitCheck): boolean {
  if (!check.limits) return true;
  if (!check.emailVerified || !check.terms || check.pending) return true;
  if (requestProblem(check.limits) !== null) return true;
  if (amountProblem(check.method, check.amount, check.limits) !== null || check.amount > check.balance) return true;
  if (check.method === 'robux') {
    const problems = robuxDetailsProblems(check.robloxUsername, check.gamepassId);
    return problems.username !== null || problems.gamepassId !== null;
  }
  if (check.method === 'crypto' || check.method === 'giftcard') return true;
  return detailsProblem(check.method, check.paymentDetails) !== null;
}
