import { z } from 'zod';
import { pageLimitField } from '../page-limit.js';
import { gameTypes, ZGameType, type GameType } from './fields.js';

/** The most rounds one page of GET /api/games/history answers, and what it answers when no `limit` is given (the spec's client sends none). */
export const GAME_HISTORY_MAX_LIMIT = 200;

/** The longest search text the history takes (the longest game name is 9 characters). */
export const GAME_HISTORY_SEARCH_MAX = 50;

/**
 * The game types a history search matches: those whose name holds the text, case and surrounding spaces
 * aside ('ck' → blackjack; '' → every game). Shared so that the rows the server answers and the totals it
 * sums follow the same rule as the page's search box.
 */
export function gameTypesMatching(search: string | undefined): GameType[] {
  const needle = (search ?? '').trim().toLowerCase();
  return gameTypes.filter((game) => game.includes(needle));
}

/**
 * GET /api/games/history?game=&period=&search=&before=&limit=: which rounds, and how many. `before` is the
 * id of the oldest row already shown: the page after it, in the same order (newest first, ties on the time
 * by id).
 */
export const ZGetGameHistoryQuery = z.object({
  game: z.union([ZGameType, z.literal('all')], { error: 'game: unknown game' }).optional(),
  period: z.enum(['today', 'week', 'month', 'all'], { error: "period must be 'today', 'week' or 'month'" }).optional(),
  search: z.string({ error: 'search must be text' }).max(GAME_HISTORY_SEARCH_MAX, { error: `search must be at most ${GAME_HISTORY_SEARCH_MAX} characters` }).optional(),
  before: z.string().uuid({ error: 'before must be the id of a round in your history' }).optional(),
  limit: pageLimitField(GAME_HISTORY_MAX_LIMIT, GAME_HISTORY_MAX_LIMIT),
});
export type GetGameHistoryQuery = z.input<typeof ZGetGameHistoryQuery>;
/** The query as the server reads it (`limit` filled in). */
export type GetGameHistoryPage = z.output<typeof ZGetGameHistoryQuery>;

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

/** At most `limit` rows, newest first; fewer means there is nothing older. */
export const ZGetGameHistoryResponse = z.array(ZGameResult);
export type GetGameHistoryResponse = z.infer<typeof ZGetGameHistoryResponse>;
