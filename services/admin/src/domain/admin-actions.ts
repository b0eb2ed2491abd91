import { ZAdminWithdrawal, ZRainView } from '@app/contracts';
import { AppError } from '@app/platform';

/**
 * An answer of another service that is a decision (NOT_FOUND, CONFLICT, INSUFFICIENT_FUNDS, a
 * validation error, ...): the command did nothing, and re-sending it would be refused again. Anything
 * else (a timeout, no responder, an internal error) leaves the outcome unknown: the action stays pending
 * and is re-sent with the same idempotency key.
 */
export function isRefusal(err: unknown): err is AppError {
  return err instanceof AppError && err.status < 500;
}

/** A pending action is first re-sent this long after it was created (after the live attempt has ended). */
export const FIRST_RETRY_AFTER_SECONDS = 30;
/** Re-sending backs off to at most this interval; it never gives up (an unknown outcome stays visible as pending). */
export const MAX_RETRY_INTERVAL_SECONDS = 300;

/** Seconds until the next attempt after `attempts` attempts: 20, 40, 80, 160, then every 300. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(MAX_RETRY_INTERVAL_SECONDS, 10 * 2 ** Math.max(1, Math.min(attempts, 5)));
}

/** The service that answers a command subject ('wallet.v1.credit' → 'wallet'). */
export function serviceOfSubject(subject: string): string {
  return subject.split('.')[0] ?? subject;
}

/** What the admin is told when the other service did not answer: the action is not lost. */
export function unconfirmedMessage(subject: string, actionId: string): string {
  return `The ${serviceOfSubject(subject)} service did not confirm in time; the action (${actionId}) is saved and will be retried automatically`;
}

/**
 * The user an answer shows the action affected, when the request did not name one (a withdrawal
 * review names the withdrawal; its answer names the player).
 */
export function userAffectedBy(result: unknown): string | null {
  const withdrawal = (result as { withdrawal?: { userId?: unknown } } | null)?.withdrawal;
  return typeof withdrawal?.userId === 'string' ? withdrawal.userId : null;
}

const ZReviewedWithdrawal = ZAdminWithdrawal.pick({ amount: true, method: true, usdValue: true });
const ZStartedRain = ZRainView.pick({ durationMs: true });

/**
 * What an answer adds to the entry's details, so that the log says what the action did and not only
 * what was asked: a reviewed withdrawal's points, method and, when it is paid in money (every method but
 * Robux), the dollars the player receives, in cents; a started rain's duration, the default the chat
 * service applied when the admin gave none. Written over the request's details of the same name.
 */
export function detailsFromAnswer(result: unknown): Record<string, string | number> {
  const withdrawal = ZReviewedWithdrawal.safeParse((result as { withdrawal?: unknown } | null)?.withdrawal);
  if (withdrawal.success) {
    const { amount, method, usdValue } = withdrawal.data;
    return { amount, method, ...(method === 'robux' ? {} : { usdCents: Math.round(usdValue * 100) }) };
  }
  const rain = ZStartedRain.safeParse((result as { rain?: unknown } | null)?.rain);
  if (rain.success) return { durationMs: rain.data.durationMs };
  return {};
}

/**
 * Audit-log filter of an action name: the name itself or any action under it as a dotted prefix
 * ('withdrawal' → 'withdrawal', 'withdrawal.approved', 'withdrawal.rejected').
 */
export function actionNameFilter(action: string): { exact: string; prefix: string } {
  const exact = action.replace(/\.+$/, '');
  return { exact, prefix: `${exact}.` };
}
