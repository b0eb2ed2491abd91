import { z } from 'zod';
import { ZGameType } from './fields.js';

/** The most rounds GET /api/games/history answers (the newest). */
export const GAME_HISTORY_LIMIT = 200;

/** GET /api/games/history?game=&period=: the player's settled rounds, newest first (at most GAME_HISTORY_LIMIT). */
export const ZGetGameHistoryQuery = z.object({
  game: z.union([ZGameType, z.literal('all')], { error: 'game: unknown game' }).optional(),
  period: z.enum(['today', 'week', 'month', 'all'], { error: "period must be 'today', 'week' or 'month'" }).optional(),
});
export type GetGameHistoryQuery = z.infer<typeof ZGetGameHistoryQuery>;

/**
 * One row of the spec's game_results. `multiplier`: text with two decimals. `result`: an integer per game —
 * dice face, roulette pocket (37 = 00), crash point in hundredths, mines safe tiles, slots most equal
 * symbols (1–3), blackjack player total, wheel segment index, keno matches, plinko slot, baccarat winner
 * (0 player, 1 banker, 2 tie). `winAmount`: points paid back.
 */
export const ZGameResult = z.object({
  id: z.string(),
  gameType: ZGameType,
  betAmount: z.number().int(),
  multiplier: z.string(),
  result: z.number().int(),
  winAmount: z.number().int(),
  isWin: z.boolean(),
  createdAt: z.string(),
});
export type GameResult = z.infer<typeof ZGameResult>;

export const ZGetGameHistoryResponse = z.array(ZGameResult);
export type GetGameHistoryResponse = z.infer<typeof ZGetGameHistoryResponse>;
