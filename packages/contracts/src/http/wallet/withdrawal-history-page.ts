import { z } from 'zod';
import { pageLimitField } from '../page-limit.js';
import { withdrawalStatusGroup } from './get-withdrawal-summary.js';
import { ZWithdrawalMethod, ZWithdrawalStatus, type WithdrawalStatus } from './withdrawal-entry.js';

/**
 * The most withdrawals one page of GET /api/withdrawal/history or /api/automated-withdrawal/history
 * answers, and what either answers when no `limit` is given (the spec's client sends none).
 */
export const WITHDRAWAL_HISTORY_MAX_LIMIT = 100;

/** The longest search the histories take (an id is 36 characters, a payment reference rarely longer). */
export const WITHDRAWAL_SEARCH_MAX = 100;

/** The table cuts long ids and references short with "...": one copied from it is searched without that end. */
const CUT_SHORT = /(\.\.\.|…)$/;

/** What a history search looks for in ids and payment references: the text as typed, without the table's "..." and case aside. */
export function withdrawalSearchNeedle(search: string | undefined): string {
  return (search ?? '').trim().replace(CUT_SHORT, '').trim().toLowerCase();
}

/** The statuses of a group of the history's Status filter (and of its cards): approved is pending, rejected is failed. */
export function statusesOfGroup(group: 'pending' | 'completed' | 'failed'): WithdrawalStatus[] {
  return ZWithdrawalStatus.options.filter((status) => withdrawalStatusGroup(status) === group);
}

/**
 * ?status=&method=&search=&before=&limit= of both withdrawal histories. `status` is a group as the cards
 * count them (pending takes approved, failed takes rejected); `search` matches ids and payment references.
 * `before` is the id of the oldest withdrawal already shown (of the same history): the page after it, in
 * the same order (newest first, withdrawals of the same millisecond by id, so none is repeated or skipped
 * between two pages).
 */
export const ZWithdrawalHistoryQuery = z.object({
  status: z.enum(['pending', 'completed', 'failed'], { error: "status must be 'pending', 'completed' or 'failed'" }).optional(),
  method: z.enum(ZWithdrawalMethod.options, { error: "method must be 'robux', 'paypal', 'zelle' or 'cashapp'" }).optional(),
  search: z.string({ error: 'search must be text' }).max(WITHDRAWAL_SEARCH_MAX, { error: `search must be at most ${WITHDRAWAL_SEARCH_MAX} characters` }).optional(),
  before: z.string().uuid({ error: 'before must be the id of a withdrawal in your history' }).optional(),
  limit: pageLimitField(WITHDRAWAL_HISTORY_MAX_LIMIT, WITHDRAWAL_HISTORY_MAX_LIMIT),
});
export type WithdrawalHistoryQuery = z.input<typeof ZWithdrawalHistoryQuery>;
/** The query as the wallet reads it (`limit` filled in). */
export type WithdrawalHistoryPage = z.output<typeof ZWithdrawalHistoryQuery>;

/** The message of a `before` that is a well-formed id but not one of this player's withdrawals in that history. */
export const WITHDRAWAL_CURSOR_UNKNOWN = 'before: no such withdrawal in your history';
