import { reachAt, type PostPlinkoRequest, type PostPlinkoResponse } from '@app/contracts';
import { playPlinko, plinkoMaxMultiplier100 } from '../../domain/games/plinko.js';
import type { GamesContext } from '../context.js';
import { playInstant } from '../instant.js';

export function playPlinkoRound(ctx: GamesContext, userId: string, bet: PostPlinkoRequest): Promise<PostPlinkoResponse> {
  const houseEdge = ctx.settings.get('house_edge_plinko');
  return playInstant(ctx, {
    userId,
    game: 'plinko',
    stake: bet.betAmount,
    field: 'betAmount',
    reach: reachAt(plinkoMaxMultiplier100(bet.risk, bet.rows, houseEdge)),
    floats: bet.rows,
    draw: (floats) => {
      const o = playPlinko(floats, { stake: bet.betAmount, rows: bet.rows, risk: bet.risk, houseEdge });
      return {
        params: { betAmount: bet.betAmount, rows: bet.rows, risk: bet.risk, houseEdge },
        decision: { payout: o.payout, multiplier100: o.multiplier100, result: o.slot, outcome: { path: o.path, slot: o.slot } },
        view: { rows: bet.rows, risk: bet.risk, path: o.path, slot: o.slot, multiplier: o.multiplier100 / 100, winnings: o.payout, isWin: o.payout > bet.betAmount },
      };
    },
  });
}
