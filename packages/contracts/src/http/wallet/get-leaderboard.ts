import { z } from 'zod';

export const ZLeaderboardUser = z.object({
  id: z.string(),
  username: z.string(),
  points: z.number().int(),
  totalEarned: z.number().int(),
  gamesPlayed: z.number().int(),
  /** from the points wagered (1 for a player who has not played) */
  level: z.number().int(),
  /** ISO 8601 registration time */
  createdAt: z.string(),
  isAdmin: z.boolean(),
});
export type LeaderboardUser = z.infer<typeof ZLeaderboardUser>;

/**
 * GET /api/leaderboard: the top 100 players by points (ties: who registered first), banned players
 * left out; `totalUsers` counts every player who is not banned.
 */
export const ZGetLeaderboardResponse = z.object({
  users: z.array(ZLeaderboardUser),
  totalUsers: z.number().int(),
});
export type GetLeaderboardResponse = z.infer<typeof ZGetLeaderboardResponse>;
