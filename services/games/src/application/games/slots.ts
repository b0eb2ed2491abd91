import { reachAt, type PostSlotsRequest, type PostSlotsResponse } from '@app/contracts';
import { mostAlike, playSlots, slotsMaxMultiplier100, SLOTS_FLOATS } from '../../domain/games/slots.js';
import type { GamesContext } from '../context.js';
import { playInstant } from '../instant.js';

export function playSlotsRound(ctx: GamesContext, userId: string, bet: PostSlotsRequest): Promise<PostSlotsResponse> {
  return playInstant(ctx, {
    userId,
    game: 'slots',
    stake: bet.betAmount,
    field: 'betAmount',
    reach: reachAt(slotsMaxMultiplier100()),
    floats: SLOTS_FLOATS,
    draw: (floats) => {
      const o = playSlots(floats, { stake: bet.betAmount });
      return {
        params: { betAmount: bet.betAmount },
        decision: { payout: o.payout, multiplier100: o.multiplier100, result: mostAlike(o.symbolIndexes), outcome: { symbols: o.symbols } },
        view: { symbols: o.symbols, multiplier: o.multiplier100 / 100, winnings: o.payout, isWin: o.payout > bet.betAmount },
      };
    },
  });
}
