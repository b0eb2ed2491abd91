import { floatToUint32 } from '../hmac-floats';
import { multiplierText, payoutOf, returnBasisPoints } from '../draws';
import { int, num, nullableNum, type Params } from '../params';
import type { GameVerifier } from '../types';

const TWO_POW_32 = 2n ** 32n;

/** Crash point in hundredths: max(100, floor(R × 2^32 / (100 × (2^32 − k)))), k = float₀ × 2^32, R = (1 − edge) in basis points. */
export function crashPoint100(float: number, houseEdge: number): number {
  const k = BigInt(floatToUint32(float));
  const value = (BigInt(returnBasisPoints(houseEdge)) * TWO_POW_32) / (100n * (TWO_POW_32 - k));
  return Math.max(100, Number(value));
}

/**
 * Two forms share the crash point. 'auto' (the one-call bet): pays the cash-out multiplier when the crash
 * point reaches it. 'live': the player's cash-out (a decision, read from the stored round) pays when it is
 * at or below the crash point.
 */
export const crashVerifier: GameVerifier = {
  floatsNeeded: () => 1,
  compute: (floats, params) => {
    const stake = int(params, 'betAmount');
    const crash100 = crashPoint100(floats[0]!, num(params, 'houseEdge', 0.04));
    const crashPoint = crash100 / 100;
    // No cash-out target: a live round (its cash-out, if any, comes from the stored outcome) or only the crash point.
    if (params.mode === 'live' || params.cashOutMultiplier === undefined) return live(stake, crash100, params);
    const cashOut100 = Math.round(num(params, 'cashOutMultiplier') * 100);
    const isWin = crash100 >= cashOut100;
    return {
      outcome: { crashPoint, isWin },
      stake,
      payout: isWin ? payoutOf(stake, cashOut100) : 0,
      multiplier100: isWin ? cashOut100 : 0,
      summary: `Crashed at ${multiplierText(crash100)}x; cash-out at ${multiplierText(cashOut100)}x ${isWin ? 'won' : 'lost'}`,
    };
  },
};

function live(stake: number, crash100: number, params: Params) {
  const cashOut = nullableNum(params, 'cashOutMultiplier');
  const cashOut100 = cashOut === null ? null : Math.round(cashOut * 100);
  const won = cashOut100 !== null && cashOut100 <= crash100;
  return {
    outcome: { crashPoint: crash100 / 100, cashOutMultiplier: won ? cashOut100 / 100 : null },
    stake,
    payout: won ? payoutOf(stake, cashOut100) : 0,
    multiplier100: won ? cashOut100 : 0,
    summary: `Crashed at ${multiplierText(crash100)}x; ${won ? `cashed out at ${multiplierText(cashOut100)}x` : 'no cash-out before the crash'}`,
  };
}
