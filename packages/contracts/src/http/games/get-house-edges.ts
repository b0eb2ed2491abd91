import { z } from 'zod';

const ZEdge = z.object({ houseEdge: z.number() });

/**
 * GET /api/games/house-edges: the house edge of every game an admin can tune (settings house_edge_*), as
 * rounds are played now, and what a dice win pays at it (2 × (1 − edge), rounded down to hundredths: 1.8
 * at the default 10%). The screens state these instead of the defaults; keno, plinko and the wheel also
 * publish their whole tables at the current edge. With them, the limits of one round (settings
 * games_max_bet and games_max_win, in points): the largest stake, and the most one round may pay (a bet
 * that could win more is refused; a live crash bet is cashed out when it gets there).
 */
export const ZGetHouseEdgesResponse = z.object({
  dice: ZEdge.extend({ winMultiplier: z.number() }),
  crash: ZEdge,
  mines: ZEdge,
  wheel: ZEdge,
  keno: ZEdge,
  plinko: ZEdge,
  maxBet: z.number().int(),
  maxWin: z.number().int(),
});
export type GetHouseEdgesResponse = z.infer<typeof ZGetHouseEdgesResponse>;
