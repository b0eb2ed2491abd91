import type { GetFairnessRoundResponse, PlinkoRisk, RouletteBetType } from '@app/contracts';
import { cardIndexFromFloat } from '../../../src/domain/fairness/cards.js';
import { FloatStream, generateFloats } from '../../../src/domain/fairness/floats.js';
import { hashServerSeed, type SeedInputs } from '../../../src/domain/fairness/seeds.js';
import { playBaccarat } from '../../../src/domain/games/baccarat.js';
import { replay, toBlackjackCard } from '../../../src/domain/games/blackjack.js';
import { crashPoint100 } from '../../../src/domain/games/crash.js';
import { playDice } from '../../../src/domain/games/dice.js';
import { playKeno } from '../../../src/domain/games/keno.js';
import { placeMines } from '../../../src/domain/games/mines.js';
import { playPlinko } from '../../../src/domain/games/plinko.js';
import { playRoulette } from '../../../src/domain/games/roulette.js';
import { playSlots } from '../../../src/domain/games/slots.js';
import { playWheel } from '../../../src/domain/games/wheel.js';

/**
 * Recomputes a finished round from its revealed server seed, client seed and nonce, as the browser
 * verifier will: returns the fields its recorded outcome must contain.
 */
export function recompute(round: GetFairnessRoundResponse): Record<string, unknown> {
  if (!round.serverSeed) throw new Error('the server seed is not revealed yet');
  if (hashServerSeed(round.serverSeed) !== round.serverSeedHash) throw new Error('the revealed seed does not match its hash');
  const seeds: SeedInputs = { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce };
  const p = round.params as Record<string, never>;
  const floats = (n: number) => generateFloats(seeds, n);
  switch (round.game) {
    case 'dice': {
      const o = playDice(floats(1), { stake: p.betAmount, prediction: p.prediction, houseEdge: p.houseEdge });
      return { diceResult: o.face, isWin: o.isWin };
    }
    case 'roulette': {
      const o = playRoulette(floats(1), p.bets as unknown as { type: RouletteBetType; numbers: number[]; amount: number }[]);
      return { winningNumber: o.winningNumber, winningColor: o.color, totalWin: o.payout };
    }
    case 'crash':
      return { crashPoint: crashPoint100(floats(1)[0]!, p.houseEdge) / 100 };
    case 'slots':
      return { symbols: playSlots(floats(3), { stake: p.betAmount }).symbols };
    case 'wheel': {
      const o = playWheel(floats(1), { stake: p.betAmount, houseEdge: p.houseEdge });
      return { segmentIndex: o.segmentIndex, segment: o.label };
    }
    case 'keno': {
      const o = playKeno(floats(20), { stake: p.betAmount, selected: p.selectedNumbers, houseEdge: p.houseEdge });
      return { drawnNumbers: o.drawn, hits: o.hits, matches: o.matches };
    }
    case 'plinko': {
      const o = playPlinko(floats(p.rows), { stake: p.betAmount, rows: p.rows, risk: p.risk as PlinkoRisk, houseEdge: p.houseEdge });
      return { path: o.path, slot: o.slot };
    }
    case 'baccarat': {
      const o = playBaccarat(floats(6), p.bets);
      return { playerCards: o.playerCards, bankerCards: o.bankerCards, winner: o.winner };
    }
    case 'mines':
      return { mines: placeMines(floats(p.mineCount), p.mineCount) };
    case 'blackjack': {
      const stream = new FloatStream(seeds);
      const actions = (round.outcome as { actions: ('hit' | 'stand' | 'double')[] }).actions;
      const step = replay(actions, (i) => cardIndexFromFloat(stream.at(i)));
      return { playerCards: step.state.player.map(toBlackjackCard), dealerCards: step.state.dealer.map(toBlackjackCard), result: step.settlement?.result };
    }
  }
}
