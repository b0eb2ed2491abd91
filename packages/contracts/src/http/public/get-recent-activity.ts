import { z } from 'zod';

/**
 * What a settled game round looks like in the live feed. `type`: win, loss, or for blackjack also
 * `blackjack` (a natural paid 3:2) and `push` (stake returned). `amount`: the payout for win, blackjack
 * and push, the stake lost for a loss.
 */
export const ZActivityType = z.enum(['win', 'loss', 'blackjack', 'push']);
export type ActivityType = z.infer<typeof ZActivityType>;

export const ZActivity = z.object({
  /** the game round's id */
  id: z.string(),
  username: z.string(),
  game: z.string(),
  type: ZActivityType,
  amount: z.number().int(),
  /** ISO 8601, when the round settled */
  timestamp: z.string(),
});
export type Activity = z.infer<typeof ZActivity>;

/** GET /api/public/recent-activity (no login): the last 50 settled rounds, newest first. */
export const ZGetRecentActivityResponse = z.array(ZActivity);
export type GetRecentActivityResponse = z.infer<typeof ZGetRecentActivityResponse>;
