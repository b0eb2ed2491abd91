// Writes test/known-answers.json: fixed seeds → the exact floats and outcome of every game, for the
// unit tests and for the web's independent verifier. Run after a deliberate algorithm change (a new version):
//   node --conditions=development --import tsx services/games/scripts/write-known-answers.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cardIndexFromFloat } from '../src/domain/fairness/cards.js';
import { FloatStream, generateFloats, hmacBlock } from '../src/domain/fairness/floats.js';
import { hashServerSeed, type SeedInputs } from '../src/domain/fairness/seeds.js';
import { ALGORITHM_VERSION } from '../src/domain/fairness/version.js';
import { playBaccarat } from '../src/domain/games/baccarat.js';
import { canSplit, deal, handValue, playerHands, replay, toBlackjackCard, type BlackjackAction } from '../src/domain/games/blackjack.js';
import { crashPoint100 } from '../src/domain/games/crash.js';
import { playDice } from '../src/domain/games/dice.js';
import { playKeno } from '../src/domain/games/keno.js';
import { placeMines } from '../src/domain/games/mines.js';
import { playPlinko } from '../src/domain/games/plinko.js';
import { playRoulette } from '../src/domain/games/roulette.js';
import { playSlots } from '../src/domain/games/slots.js';
import { playWheel } from '../src/domain/games/wheel.js';

const seedSets: SeedInputs[] = [
  { serverSeed: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', clientSeed: 'client-seed', nonce: 0 },
  { serverSeed: 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9', clientSeed: 'verifier', nonce: 7 },
  { serverSeed: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824', clientSeed: 'Player:42', nonce: 123456 },
];
const seedsOf = (s: SeedInputs) => ({ serverSeed: s.serverSeed, clientSeed: s.clientSeed, nonce: s.nonce });
const bet = 100;

/**
 * Split rounds: the first nonces of seed set 0 (client seed 'split') whose first two cards pair up, one
 * played as split then stand on both hands, one as split then hit each hand below 12 and stand on it (a pair where some hand is hit),
 * one as split then double the first hand; plus the first split aces.
 */
function splitVectors() {
  const found: { seeds: SeedInputs; actions: BlackjackAction[] }[] = [];
  const wanted: ((seeds: SeedInputs) => BlackjackAction[] | null)[] = [
    (seeds) => playSplit(seeds, () => 'stand'),
    (seeds) => withAction('hit', playSplit(seeds, (total) => (total < 12 ? 'hit' : 'stand'))),
    (seeds) => withAction('double', playSplit(seeds, (_total, first, cards) => (first && cards === 2 ? 'double' : 'stand'))),
  ];
  let aces = false;
  for (let nonce = 0; found.length < wanted.length + 1 && nonce < 100_000; nonce++) {
    const seeds = { serverSeed: seedSets[0]!.serverSeed, clientSeed: 'split', nonce };
    const stream = new FloatStream(seeds);
    const dealt = deal((i) => cardIndexFromFloat(stream.at(i)));
    if (dealt.settlement || !canSplit(dealt.state)) continue;
    const isAces = handValue([dealt.state.player[0]!]).total === 11;
    if (isAces) {
      if (!aces) found.push({ seeds, actions: ['split'] });
      aces = true;
      continue;
    }
    const plan = wanted[found.length - (aces ? 1 : 0)];
    if (!plan) continue;
    const actions = plan(seeds);
    if (actions) found.push({ seeds, actions });
  }
  return found.map(({ seeds, actions }) => {
    const stream = new FloatStream(seeds);
    const step = replay(actions, (i) => cardIndexFromFloat(stream.at(i)));
    if (!step.settlement) throw new Error(`split vector ${seeds.nonce} did not finish`);
    return {
      ...seedsOf(seeds),
      params: { actions },
      expected: {
        hands: playerHands(step.state).map((hand, i) => ({ cards: hand.cards.map(toBlackjackCard), doubled: hand.doubled, result: step.settlement!.hands![i] })),
        dealerCards: step.state.dealer.map(toBlackjackCard),
        cardsUsed: step.state.next,
        result: step.settlement.result,
        multiplier100: step.settlement.multiplier100,
      },
    };
  });
}

const withAction = (action: BlackjackAction, actions: BlackjackAction[] | null) => (actions?.includes(action) ? actions : null);

/** Split, then act on the hand in play by `policy` until the round is settled; null if it ends at the split. */
function playSplit(seeds: SeedInputs, policy: (total: number, firstHand: boolean, cards: number) => BlackjackAction): BlackjackAction[] | null {
  const actions: BlackjackAction[] = ['split'];
  for (;;) {
    const stream = new FloatStream(seeds);
    const step = replay(actions, (i) => cardIndexFromFloat(stream.at(i)));
    if (step.settlement) return actions.length > 1 ? actions : null;
    const hand = playerHands(step.state)[step.state.playing ?? 0]!;
    actions.push(policy(handValue(hand.cards).total, (step.state.playing ?? 0) === 0, hand.cards.length));
  }
}

const vectors = {
  algorithm: ALGORITHM_VERSION,
  about: 'Fixed seeds and the exact results of the v1 algorithms (services/games/FAIRNESS.md). Multipliers are in hundredths, payouts for a 100-point stake.',
  floats: seedSets.map((s) => ({ ...seedsOf(s), serverSeedHash: hashServerSeed(s.serverSeed), block0: hmacBlock(s, 0).toString('hex'), block1: hmacBlock(s, 1).toString('hex'), floats: generateFloats(s, 16) })),
  games: {
    dice: seedSets.flatMap((s) =>
      (['over', 'under'] as const).map((prediction) => {
        const o = playDice(generateFloats(s, 1), { stake: bet, prediction, houseEdge: 0.1 });
        return { ...seedsOf(s), params: { prediction, houseEdge: 0.1 }, expected: { diceResult: o.face, isWin: o.isWin, multiplier100: o.multiplier100, payout: o.payout } };
      }),
    ),
    roulette: seedSets.map((s) => {
      const bets = [
        { type: 'straight' as const, numbers: [17], amount: 10 },
        { type: 'red' as const, numbers: [], amount: 50 },
        { type: 'dozen' as const, numbers: Array.from({ length: 12 }, (_, i) => 13 + i), amount: 40 },
      ];
      const resolved = bets.map((b) => ({ ...b, numbers: b.type === 'red' ? [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36] : b.numbers }));
      const o = playRoulette(generateFloats(s, 1), resolved);
      return { ...seedsOf(s), params: { bets }, expected: { winningNumber: o.winningNumber, winningColor: o.color, payout: o.payout } };
    }),
    crash: seedSets.map((s) => ({ ...seedsOf(s), params: { houseEdge: 0.04 }, expected: { crashPoint100: crashPoint100(generateFloats(s, 1)[0]!, 0.04) } })),
    mines: seedSets.map((s, i) => {
      const mineCount = [3, 5, 10][i]!;
      return { ...seedsOf(s), params: { mineCount }, expected: { mines: placeMines(generateFloats(s, mineCount), mineCount) } };
    }),
    slots: seedSets.map((s) => {
      const o = playSlots(generateFloats(s, 3), { stake: bet });
      return { ...seedsOf(s), params: {}, expected: { symbols: o.symbols, multiplier100: o.multiplier100, payout: o.payout } };
    }),
    wheel: seedSets.map((s) => {
      const o = playWheel(generateFloats(s, 1), { stake: bet });
      return { ...seedsOf(s), params: {}, expected: { segmentIndex: o.segmentIndex, segment: o.label, multiplier100: o.multiplier100, payout: o.payout } };
    }),
    keno: seedSets.map((s, i) => {
      const selectedNumbers = [[7], [1, 2, 3, 4, 5], [10, 20, 30, 40, 50, 60, 70, 80, 33, 44]][i]!;
      const o = playKeno(generateFloats(s, 20), { stake: bet, selected: selectedNumbers });
      return { ...seedsOf(s), params: { selectedNumbers }, expected: { drawnNumbers: o.drawn, hits: o.hits, matches: o.matches, multiplier100: o.multiplier100, payout: o.payout } };
    }),
    plinko: seedSets.map((s, i) => {
      const params = [
        { rows: 8, risk: 'low' as const },
        { rows: 12, risk: 'medium' as const },
        { rows: 16, risk: 'high' as const },
      ][i]!;
      const o = playPlinko(generateFloats(s, params.rows), { stake: bet, ...params });
      return { ...seedsOf(s), params, expected: { path: o.path, slot: o.slot, multiplier100: o.multiplier100, payout: o.payout } };
    }),
    baccarat: seedSets.map((s) => {
      const bets = { player: 50, banker: 30, tie: 20 };
      const o = playBaccarat(generateFloats(s, 6), bets);
      return { ...seedsOf(s), params: { bets }, expected: { playerCards: o.playerCards, bankerCards: o.bankerCards, playerValue: o.playerValue, bankerValue: o.bankerValue, winner: o.winner, payout: o.payout } };
    }),
    blackjack: [
      ...seedSets.flatMap((s) =>
        ([['stand'], ['hit', 'stand'], ['double']] as const).map((actions) => {
          const stream = new FloatStream(s);
          const step = replay(actions, (i) => cardIndexFromFloat(stream.at(i)));
          return {
            ...seedsOf(s),
            params: { actions },
            expected: {
              playerCards: step.state.player.map(toBlackjackCard),
              dealerCards: step.state.dealer.map(toBlackjackCard),
              cardsUsed: step.state.next,
              result: step.settlement?.result ?? null,
              multiplier100: step.settlement?.multiplier100 ?? null,
            },
          };
        }),
      ),
      ...splitVectors(),
    ],
  },
};

writeFileSync(fileURLToPath(new URL('../test/known-answers.json', import.meta.url)), JSON.stringify(vectors, null, 2) + '\n');
console.log('written test/known-answers.json');
