import type { VerifiableGame } from '../verifier/recompute';

/** An example bet per game for the manual verifier, in the shape the server stores a round's params. */
export const PARAM_TEMPLATES: Record<VerifiableGame, object> = {
  dice: { betAmount: 10, prediction: 'over', houseEdge: 0.1 },
  roulette: { bets: [{ type: 'red', numbers: [], amount: 10 }, { type: 'straight', numbers: [17], amount: 5 }] },
  crash: { betAmount: 10, mode: 'auto', cashOutMultiplier: 2, houseEdge: 0.04 },
  mines: { betAmount: 10, mineCount: 3, houseEdge: 0.03, revealed: [0, 1, 2] },
  slots: { betAmount: 10 },
  blackjack: { betAmount: 10, actions: ['stand'] },
  wheel: { betAmount: 10, houseEdge: 0.05 },
  keno: { betAmount: 10, selectedNumbers: [3, 14, 15, 26, 35], houseEdge: 0.05 },
  plinko: { betAmount: 10, rows: 12, risk: 'medium', houseEdge: 0.03 },
  baccarat: { bets: { player: 10, banker: 0, tie: 0 } },
};
