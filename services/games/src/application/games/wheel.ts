import { reachAt, type PostWheelRequest, type PostWheelResponse } from '@app/contracts';
import { playWheel, WHEEL_FLOATS, wheelMaxMultiplier100 } from '../../domain/games/wheel.js';
import type { GamesContext } from '../context.js';
import { playInstant } from '../instant.js';

/** The server picks the segment; the client's segmentIndex is ignored. */
export function playWheelRound(ctx: GamesContext, userId: string, bet: PostWheelRequest): Promise<PostWheelResponse> {
  const houseEdge = ctx.settings.get('house_edge_wheel');
  return playInstant(ctx, {
    userId,
    game: 'wheel',
    stake: bet.betAmount,
    field: 'betAmount',
    reach: reachAt(wheelMaxMultiplier100()),
    floats: WHEEL_FLOATS,
    draw: (floats) => {
      const o = playWheel(floats, { stake: bet.betAmount, houseEdge });
      return {
        params: { betAmount: bet.betAmount, houseEdge },
        decision: { payout: o.payout, multiplier100: o.multiplier100, result: o.segmentIndex, outcome: { segmentIndex: o.segmentIndex, segment: o.label } },
        view: { segmentIndex: o.segmentIndex, segment: o.label, multiplier: o.multiplier100 / 100, winnings: o.payout, isWin: o.payout > bet.betAmount },
      };
    },
  });
}
