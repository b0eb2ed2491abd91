import { z } from 'zod';
import { pageLimitField } from '../page-limit.js';

/** How many entries GET /api/user/transactions answers when no `limit` is given (the spec's client sends none). */
export const TRANSACTIONS_DEFAULT_LIMIT = 50;
/** The most entries one page may ask for. */
export const TRANSACTIONS_MAX_LIMIT = 100;

/**
 * GET /api/user/transactions?before=&limit=: one page of the signed-in player's ledger, newest first.
 * Without parameters: the newest 50 entries, as the spec's client expects. `before` is the `cursor` of
 * the last entry of the previous page: the answer is the entries older than it. The cursor is the
 * ledger's insertion order, so entries written while a player pages back only ever appear above the
 * first page: pages never repeat or skip an entry.
 */
export const ZGetTransactionsQuery = z.object({
  before: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/, 'before must be the cursor of a listed transaction (a positive whole number)')
    .optional(),
  limit: pageLimitField(TRANSACTIONS_MAX_LIMIT, TRANSACTIONS_DEFAULT_LIMIT),
});
export type GetTransactionsQuery = z.input<typeof ZGetTransactionsQuery>;

/**
 * One ledger entry. `type` is the ledger entry type (game_stake, game_win, signup_bonus, ...); `kind` is
 * what the web colours by, as the spec's client does with its types: `earn` (points gained outside
 * games), `game_win`, or `spend` (points taken: stakes, withdrawals, reversals).
 */
export const ZTransaction = z.object({
  id: z.string(),
  type: z.string(),
  kind: z.enum(['earn', 'game_win', 'spend']),
  description: z.string(),
  /** signed: negative when points were taken */
  amount: z.number().int(),
  gameType: z.string().nullable(),
  createdAt: z.string(),
  /** the entry's place in the ledger (digits): pass it as `before` for the entries older than this one */
  cursor: z.string(),
});
export type Transaction = z.infer<typeof ZTransaction>;

export const ZGetTransactionsResponse = z.array(ZTransaction);
export type GetTransactionsResponse = z.infer<typeof ZGetTransactionsResponse>;
