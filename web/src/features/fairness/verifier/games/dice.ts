import { payoutOf, returnBasisPoints } from '../draws';
import { int, num, str, VerifierInputError } from '../params';
import type { GameVerifier } from '../types';

/** Dice: face = floor(float₀ × 6) + 1; over wins on 4–6, under on 1–3; a win pays 2 × (1 − edge). */
export const diceVerifier: GameVerifier = {
  floatsNeeded: () => 1,
  compute: (floats, params) => {
    const stake = int(params, 'betAmount');
    const prediction = str(params, 'prediction');
    if (prediction !== 'over' && prediction !== 'under') throw new VerifierInputError("prediction must be 'over' or 'under'");
    const houseEdge = num(params, 'houseEdge', 0.1);
    const face = Math.floor(floats[0]! * 6) + 1;
    const isWin = prediction === 'over' ? face >= 4 : face <= 3;
    const winMultiplier100 = Math.floor((2 * returnBasisPoints(houseEdge)) / 100);
    const multiplier100 = isWin ? winMultiplier100 : 0;
    return {
      outcome: { diceResult: face, isWin, winMultiplier100 },
      stake,
      payout: isWin ? payoutOf(stake, winMultiplier100) : 0,
      multiplier100,
      summary: `Rolled ${face} (${prediction}): ${isWin ? 'win' : 'loss'}`,
    };
  },
};
