import { z } from 'zod';

/**
 * A game round was settled: its stake taken and its payout (possibly 0) paid. Published once per round,
 * from the transaction that records the settlement. `stake` includes a blackjack double;
 * `multiplier` is the game's multiplier (payout / stake for multi-bet games), `isWin` = payout > stake.
 */
export const ZBetSettled = z.object({
  roundId: z.string(),
  userId: z.string(),
  username: z.string(),
  game: z.string(),
  stake: z.number().int(),
  payout: z.number().int(),
  multiplier: z.number(),
  isWin: z.boolean(),
  settledAt: z.string(),
});
