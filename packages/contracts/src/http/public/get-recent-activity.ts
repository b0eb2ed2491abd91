import { z } from 'zod';

/**
 * What a settled game round looks like in the live feed. `type`: win, loss, `push` (stake returned) or for
 * blackjack also `blackjack` (a natural paid 3:2). `amount`, net: the points won over the stake for win and
 * blackjack, the points lost (stake less any partial return) for a loss, the stake returned for a push.
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
