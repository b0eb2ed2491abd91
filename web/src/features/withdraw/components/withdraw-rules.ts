import { paymentDetailsProblem, type GetWithdrawalLimitsResponse, type WithdrawalEntry, type WithdrawalStatus } from '@app/contracts';
import { formatPoints } from '@/lib/format';
import type { CashMethodId, WithdrawMethodId } from './withdraw-methods';

export type WithdrawalLimits = GetWithdrawalLimitsResponse;

/** The smallest withdrawal the wallet accepts for `method`: Robux has its own, the cash methods share one. */
export function minimumFor(method: WithdrawMethodId, limits: WithdrawalLimits): number {
  return method === 'robux' ? limits.minRobux : limits.minManual;
}

/** The statuses whose points count against the daily limit, as the wallet counts them (rejected and failed ones were returned). */
const COUNTED_TODAY: readonly WithdrawalStatus[] = ['pending', 'approved', 'completed'];

/**
 * The points of the player's withdrawals made today (a UTC day, as the wallet counts) that count against
 * the daily limit, read from their withdrawal history. The history lists at most the latest 100 of each
 * kind, so this can only fall short of the wallet's sum: it may let through a request the wallet refuses,
 * never block one it would accept.
 */
export function withdrawnToday(entries: readonly Pick<WithdrawalEntry, 'amount' | 'status' | 'createdAt'>[], now: Date): number {
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return entries.filter((e) => COUNTED_TODAY.includes(e.status) && Date.parse(e.createdAt) >= dayStart).reduce((sum, e) => sum + e.amount, 0);
}

/**
 * Why the amount cannot be accepted under these limits today, in the wallet's own words, or null. The
 * daily limit counts what was already withdrawn today (`withdrawnToday`, 0 when it is not known).
 */
export function amountProblem(method: WithdrawMethodId, amount: number, limits: WithdrawalLimits, withdrawnToday = 0): string | null {
  const minimum = minimumFor(method, limits);
  if (amount < minimum) return `Minimum withdrawal is ${formatPoints(minimum)} points`;
  const left = Math.max(limits.dailyLimit - withdrawnToday, 0);
  if (amount > left) {
    return withdrawnToday > 0
      ? `Daily withdrawal limit is ${formatPoints(limits.dailyLimit)} points (${formatPoints(left)} left today)`
      : `Daily withdrawal limit is ${formatPoints(limits.dailyLimit)} points`;
  }
  return null;
}

/**
 * What is wrong with a cash method's payment details, in the wallet's own words ('Enter a valid PayPal
 * email', 'Payment details are required'), or null; shown under the field and blocking submit.
 */
export function detailsProblem(method: CashMethodId, paymentDetails: string): string | null {
  return paymentDetailsProblem(method, paymentDetails);
}

export interface SubmitCheck {
  method: WithdrawMethodId;
  amount: number;
  /** undefined until GET /api/withdrawal/limits answered */
  limits: WithdrawalLimits | undefined;
  /** points already withdrawn today that count against the daily limit (withdrawnToday()); 0 when not known */
  withdrawnToday?: number;
  emailVerified: boolean;
  terms: boolean;
  pending: boolean;
  robloxUsername: string;
  gamepassId: string;
  paymentDetails: string;
}

/**
 * The withdraw form's submit is disabled (spec section 5) while the e-mail is unverified, the terms are
 * unticked, a request is on its way, the amount breaks the limits (the daily one less what was withdrawn
 * today), a detail the method needs is empty, or a cash method's payment details are not what the wallet
 * accepts (a PayPal e-mail that is not an e-mail); and while the limits are unknown (loading, or failed),
 * rather than guess them.
 */
export function isSubmitBlocked(check: SubmitCheck): boolean {
  if (!check.limits) return true;
  if (!check.emailVerified || !check.terms || check.pending) return true;
  if (amountProblem(check.method, check.amount, check.limits, check.withdrawnToday) !== null) return true;
  if (check.method === 'robux') return !check.robloxUsername.trim() || !check.gamepassId.trim();
  if (check.method === 'crypto' || check.method === 'giftcard') return true;
  return detailsProblem(check.method, check.paymentDetails) !== null;
}
