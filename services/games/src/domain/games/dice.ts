import { floorDiv, payoutFor, returnBasisPoints } from '../money.js';

/**
 * Dice (spec): one six-sided die, face = floor(float_0 × 6) + 1. 'over' wins on 4–6 (above 3.5),
 * 'under' on 1–3; each has probability 1/2, so a win pays 2 × (1 − edge): RTP = 1 − edge (0.90 at the
 * default edge 0.10, the spec's 1.8x).
 */
export const DICE_FLOATS = 1;
export type DicePrediction = 'over' | 'under';

export function diceMultiplier100(houseEdge: number): number {
  return floorDiv(2 * returnBasisPoints(houseEdge), 100);
}

/** The most a dice bet pays, in hundredths of its stake: every win pays the same multiplier. */
export function diceMaxMultiplier100(houseEdge: number): number {
  return diceMultiplier100(houseEdge);
}

export function dieFace(float: number): number {
  return Math.floor(float * 6) + 1;
}

export function isDiceWin(face: number, prediction: DicePrediction): boolean {
  return prediction === 'over' ? face > 3 : face <= 3;
}

export interface DiceOutcome {
  face: number;
  isWin: boolean;
  multiplier100: number;
  payout: number;
}

export function playDice(floats: readonly number[], bet: { stake: number; prediction: DicePrediction; houseEdge: number }): DiceOutcome {
  const face = dieFace(floats[0]!);
  const isWin = isDiceWin(face, bet.prediction);
  const multiplier100 = diceMultiplier100(bet.houseEdge);
  return { face, isWin, multiplier100, payout: isWin ? payoutFor(bet.stake, multiplier100) : 0 };
}
