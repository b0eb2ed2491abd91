import { z } from 'zod';

const ZEdge = z.object({ houseEdge: z.number() });

/**
 * GET /api/games/house-edges: the house edge of every game an admin can tune (settings house_edge_*), as
 * rounds are played now, and what a dice win pays at it (2 × (1 − edge), rounded down to hundredths: 1.8
 * at the default 10%). The screens state these instead of the defaults; keno, plinko and the wheel also
 * publish their whole tables at the current edge.
 */
export const ZGetHouseEdgesResponse = z.object({
  dice: ZEdge.extend({ winMultiplier: z.number() }),
  crash: ZEdge,
  mines: ZEdge,
  wheel: ZEdge,
  keno: ZEdge,
  plinko: ZEdge,
});
export type GetHouseEdgesResponse = z.infer<typeof ZGetHouseEdgesResponse>;
