import { z } from 'zod';
import { ZGetGameHistoryQuery } from './get-game-history.js';

/** GET /api/games/history/summary?game=&period=&search=: the history page's totals, over every matching round. */
export const ZGetGameHistorySummaryQuery = ZGetGameHistoryQuery.omit({ before: true, limit: true });
export type GetGameHistorySummaryQuery = z.infer<typeof ZGetGameHistorySummaryQuery>;

/**
 * Over every settled round the filters match, not only the rows a page shows. A win pays more than the
 * stake, a push exactly the stake back, a loss less (as the rows' Result column).
 */
export const ZGetGameHistorySummaryResponse = z.object({
  totalGames: z.number().int(),
  wins: z.number().int(),
  pushes: z.number().int(),
  losses: z.number().int(),
  totalWagered: z.number().int(),
  totalWon: z.number().int(),
  netProfit: z.number().int(),
});
export type GetGameHistorySummaryResponse = z.infer<typeof ZGetGameHistorySummaryResponse>;
