/**
 * Points are integers and multipliers are kept in hundredths (1.8x = 180), so every payout is exact
 * integer arithmetic: floor(stake × multiplier100 / 100). Flooring only ever favours the house by less
 * than a point.
 */

/** floor(a / b) for non-negative safe integers, exact even where the float quotient would round up. */
export function floorDiv(a: number, b: number): number {
  let q = Math.floor(a / b);
  if (q * b > a) q--;
  else if ((q + 1) * b <= a) q++;
  return q;
}

export function payoutFor(stake: number, multiplier100: number): number {
  return floorDiv(stake * multiplier100, 100);
}

/** "1.80" */
export function formatMultiplier(multiplier100: number): string {
  return (multiplier100 / 100).toFixed(2);
}

/** The multiplier actually paid, for rounds with several bets: floor(100 × payout / stake) hundredths. */
export function effectiveMultiplier100(payout: number, stake: number): number {
  return stake > 0 ? floorDiv(payout * 100, stake) : 0;
}

/** 1 − edge in basis points (0.04 → 9600), the unit the edge-derived games compute in. */
export function returnBasisPoints(houseEdge: number): number {
  return Math.round((1 - houseEdge) * 10_000);
}

/** multiplier in hundredths → the number the contracts answer (1.8) */
export function toMultiplier(multiplier100: number): number {
  return multiplier100 / 100;
}

/** 1.8 → 180 (inputs validated to two decimals) */
export function toHundredths(multiplier: number): number {
  return Math.round(multiplier * 100);
}

/**
 * A paytable multiplier written for `baseEdge`, paid at the house edge `houseEdge`: floor(base × (1 − edge)
 * / (1 − baseEdge)) hundredths. Every entry scales by the same factor, so the table's RTP scales with it
 * (less a little for the rounding down), and at the base edge the table is paid as written.
 */
export function atHouseEdge(base100: number, houseEdge: number, baseEdge: number): number {
  return floorDiv(base100 * returnBasisPoints(houseEdge), returnBasisPoints(baseEdge));
}
