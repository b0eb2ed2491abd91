import { crashMaxMultiplier100, reachAt, type PostCrashRequest, type PostCrashResponse } from '@app/contracts';
import { CRASH_FLOATS, playCrash } from '../../domain/games/crash.js';
import { toHundredths } from '../../domain/money.js';
import type { GamesContext } from '../context.js';
import { playInstant } from '../instant.js';

/** The one-call crash: an automatic cash-out at the requested multiplier (the client's `crashed` is ignored). */
export function playCrashRound(ctx: GamesContext, userId: string, bet: PostCrashRequest): Promise<PostCrashResponse> {
  const houseEdge = ctx.settings.get('house_edge_crash');
  const cashOut100 = toHundredths(bet.cashOutMultiplier);
  return playInstant(ctx, {
    userId,
    game: 'crash',
    stake: bet.betAmount,
    field: 'betAmount',
    reach: reachAt(crashMaxMultiplier100(cashOut100)),
    floats: CRASH_FLOATS,
    draw: (floats) => {
      const o = playCrash(floats, { stake: bet.betAmount, cashOut100, houseEdge });
      return {
        params: { betAmount: bet.betAmount, mode: 'auto', cashOutMultiplier: cashOut100 / 100, houseEdge },
        decision: { payout: o.payout, multiplier100: o.isWin ? cashOut100 : 0, result: o.crash100, outcome: { crashPoint: o.crash100 / 100, isWin: o.isWin } },
        view: { crashPoint: o.crash100 / 100, cashOutMultiplier: cashOut100 / 100, isWin: o.isWin, winnings: o.payout },
      };
    },
  });
}
