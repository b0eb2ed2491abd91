import { z } from 'zod';

/** GET /api/games/stats: over the player's settled rounds. totalWon = points paid back; netProfit = totalWon − totalWagered. */
export const ZGetGameStatsResponse = z.object({
  gamesPlayed: z.number().int(),
  totalWagered: z.number().int(),
  totalWon: z.number().int(),
  netProfit: z.number().int(),
});
export type GetGameStatsResponse = z.infer<typeof ZGetGameStatsResponse>;
