import { reachAt, type PostKenoRequest, type PostKenoResponse } from '@app/contracts';
import { KENO_FLOATS, kenoMaxMultiplier100, playKeno } from '../../domain/games/keno.js';
import type { GamesContext } from '../context.js';
import { playInstant } from '../instant.js';

export function playKenoRound(ctx: GamesContext, userId: string, bet: PostKenoRequest): Promise<PostKenoResponse> {
  const houseEdge = ctx.settings.get('house_edge_keno');
  return playInstant(ctx, {
    userId,
    game: 'keno',
    stake: bet.betAmount,
    field: 'betAmount',
    reach: reachAt(kenoMaxMultiplier100(bet.selectedNumbers.length, houseEdge)),
    floats: KENO_FLOATS,
    draw: (floats) => {
      const o = playKeno(floats, { stake: bet.betAmount, selected: bet.selectedNumbers, houseEdge });
      return {
        params: { betAmount: bet.betAmount, selectedNumbers: bet.selectedNumbers, houseEdge },
        decision: { payout: o.payout, multiplier100: o.multiplier100, result: o.matches, outcome: { drawnNumbers: o.drawn, hits: o.hits, matches: o.matches } },
        view: { drawnNumbers: o.drawn, selectedNumbers: bet.selectedNumbers, hits: o.hits, matches: o.matches, multiplier: o.multiplier100 / 100, winnings: o.payout, isWin: o.payout > bet.betAmount },
      };
    },
  });
}
