import { z } from 'zod';

/** The player's game totals (all games, all time), from the rounds the games service settled. */
export const ZUserGameStats = z.object({
  gamesPlayed: z.number().int(),
  /** points paid out by rounds (stake included in a win) */
  totalWon: z.number().int(),
  /** points staked */
  totalWagered: z.number().int(),
  /** totalWon - totalWagered */
  netProfit: z.number().int(),
});
export type UserGameStats = z.infer<typeof ZUserGameStats>;

export const ZRecentTransaction = z.object({
  id: z.string(),
  type: z.string(),
  description: z.string(),
  /** signed */
  amount: z.number().int(),
  createdAt: z.string(),
});
export type RecentTransaction = z.infer<typeof ZRecentTransaction>;

/**
 * GET /api/user/stats: the dashboard's numbers. `rank` is the player's place by points among players
 * who are not banned (1 = most points; null for a banned player); `recentTransactions` the 5 newest
 * ledger entries.
 */
export const ZGetUserStatsResponse = z.object({
  gameStats: ZUserGameStats,
  rank: z.number().int().min(1).nullable(),
  points: z.number().int(),
  recentTransactions: z.array(ZRecentTransaction),
});
export type GetUserStatsResponse = z.infer<typeof ZGetUserStatsResponse>;
