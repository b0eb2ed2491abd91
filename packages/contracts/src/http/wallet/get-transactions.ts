import { z } from 'zod';

/**
 * GET /api/user/transactions: the signed-in player's ledger, newest first (at most 50 entries).
 * `type` is the ledger entry type (game_stake, game_win, signup_bonus, ...); `kind` is what the web
 * colours by, as the spec's client does with its types: `earn` (points gained outside games),
 * `game_win`, or `spend` (points taken: stakes, withdrawals, reversals).
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
});
export type Transaction = z.infer<typeof ZTransaction>;

export const ZGetTransactionsResponse = z.array(ZTransaction);
export type GetTransactionsResponse = z.infer<typeof ZGetTransactionsResponse>;
