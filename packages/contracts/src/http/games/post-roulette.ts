import { z } from 'zod';
import { gameStakeField, ZIgnoredClientOutcome, ZRoundReceipt } from './fields.js';

/**
 * American roulette: pockets 0–36 and 00 (sent and answered as 37). Payouts (section 9 of the spec, plus
 * the inside bets): straight 35:1, split 17:1, street 11:1, corner 8:1, line (six numbers) 5:1, dozen and
 * column 2:1, red/black/even/odd/low/high 1:1. `numbers` names the covered pockets for inside bets and for
 * dozen/column (the 12 numbers of that dozen or column); outside bets cover fixed sets and ignore it.
 */
export const rouletteBetTypes = ['straight', 'split', 'street', 'corner', 'line', 'dozen', 'column', 'red', 'black', 'even', 'odd', 'low', 'high'] as const;
export const ZRouletteBetType = z.enum(rouletteBetTypes);
export type RouletteBetType = z.infer<typeof ZRouletteBetType>;

export const ZRouletteBet = z.object({
  type: ZRouletteBetType,
  numbers: z.array(z.number().int().min(0).max(37)).max(18).default([]),
  amount: gameStakeField('amount'),
});
export type RouletteBet = z.infer<typeof ZRouletteBet>;

export const ZPostRouletteRequest = z.object({
  bets: z.array(ZRouletteBet).min(1, { error: 'bets: place at least one bet' }).max(100),
  /** must equal the sum of the bets' amounts */
  totalBet: gameStakeField('totalBet'),
  winningNumber: ZIgnoredClientOutcome,
  winningColor: ZIgnoredClientOutcome,
});
export type PostRouletteRequest = z.infer<typeof ZPostRouletteRequest>;

export const ZRouletteColor = z.enum(['red', 'black', 'green']);

export const ZPostRouletteResponse = ZRoundReceipt.extend({
  /** 0–36, or 37 for 00 */
  winningNumber: z.number().int().min(0).max(37),
  winningColor: ZRouletteColor,
  totalBet: z.number().int(),
  /** points paid back for all winning bets (stakes of winning bets included) */
  totalWin: z.number().int(),
  /** totalWin − totalBet */
  pointsDelta: z.number().int(),
  isWin: z.boolean(),
  bets: z.array(z.object({ type: ZRouletteBetType, numbers: z.array(z.number().int()), amount: z.number().int(), won: z.boolean(), payout: z.number().int() })),
});
export type PostRouletteResponse = z.infer<typeof ZPostRouletteResponse>;
