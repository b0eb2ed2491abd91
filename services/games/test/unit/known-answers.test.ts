import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PlinkoRisk, RouletteBetType } from '@app/contracts';
import { cardIndexFromFloat } from '../../src/domain/fairness/cards.js';
import { FloatStream, generateFloats, hmacBlock } from '../../src/domain/fairness/floats.js';
import { hashServerSeed, type SeedInputs } from '../../src/domain/fairness/seeds.js';
import { ALGORITHM_VERSION } from '../../src/domain/fairness/version.js';
import { playBaccarat } from '../../src/domain/games/baccarat.js';
import { playerHands, replay, toBlackjackCard, type BlackjackAction } from '../../src/domain/games/blackjack.js';
import { crashPoint100 } from '../../src/domain/games/crash.js';
import { playDice } from '../../src/domain/games/dice.js';
import { KENO_BASE_EDGE, playKeno } from '../../src/domain/games/keno.js';
import { placeMines } from '../../src/domain/games/mines.js';
import { PLINKO_BASE_EDGE, playPlinko } from '../../src/domain/games/plinko.js';
import { coveredNumbers, playRoulette } from '../../src/domain/games/roulette.js';
import { playSlots } from '../../src/domain/games/slots.js';
import { playWheel, WHEEL_BASE_EDGE } from '../../src/domain/games/wheel.js';

type Vector<P, E> = SeedInputs & { params: P; expected: E };
const file = JSON.parse(readFileSync(new URL('../known-answers.json', import.meta.url), 'utf8')) as {
  algorithm: string;
  floats: (SeedInputs & { serverSeedHash: string; block0: string; block1: string; floats: number[] })[];
  games: Record<string, Vector<Record<string, never>, Record<string, unknown>>[]>;
};

/** The browser's way (WebCrypto), written from FAIRNESS.md without the service's code: an independent check of the float stream. */
async function browserFloats(seeds: SeedInputs, count: number): Promise<number[]> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(seeds.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor++) {
    const bytes = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`)));
    for (let i = 0; i < 32 && floats.length < count; i += 4) floats.push(bytes[i]! / 256 + bytes[i + 1]! / 256 ** 2 + bytes[i + 2]! / 256 ** 3 + bytes[i + 3]! / 256 ** 4);
  }
  return floats;
}

async function browserSha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex');
}

describe('known answers (test/known-answers.json, shared with the web verifier)', () => {
  it('is the current algorithm version', () => {
    expect(file.algorithm).toBe(ALGORITHM_VERSION);
  });

  it.each(file.floats)('floats of nonce $nonce: the service and an independent WebCrypto implementation agree with the file', async (v) => {
    expect(hashServerSeed(v.serverSeed)).toBe(v.serverSeedHash);
    expect(await browserSha256(v.serverSeed)).toBe(v.serverSeedHash);
    expect(hmacBlock(v, 0).toString('hex')).toBe(v.block0);
    expect(hmacBlock(v, 1).toString('hex')).toBe(v.block1);
    expect(generateFloats(v, 16)).toEqual(v.floats);
    expect(await browserFloats(v, 16)).toEqual(v.floats);
    expect(new FloatStream(v).at(9)).toBe(v.floats[9]);
  });

  const games = file.games;
  const floats = (v: SeedInputs, n: number) => generateFloats(v, n);

  it.each(games.dice!)('dice $nonce $params.prediction', (v) => {
    const o = playDice(floats(v, 1), { stake: 100, prediction: v.params.prediction, houseEdge: v.params.houseEdge });
    expect({ diceResult: o.face, isWin: o.isWin, multiplier100: o.multiplier100, payout: o.payout }).toEqual(v.expected);
  });

  it.each(games.roulette!)('roulette $nonce', (v) => {
    const bets = (v.params.bets as unknown as { type: RouletteBetType; numbers: number[]; amount: number }[]).map((b, i) => ({ ...b, numbers: coveredNumbers(b, `bets.${i}`) }));
    const o = playRoulette(floats(v, 1), bets);
    expect({ winningNumber: o.winningNumber, winningColor: o.color, payout: o.payout }).toEqual(v.expected);
  });

  it.each(games.crash!)('crash $nonce', (v) => {
    expect({ crashPoint100: crashPoint100(floats(v, 1)[0]!, v.params.houseEdge) }).toEqual(v.expected);
  });

  it.each(games.mines!)('mines $nonce ($params.mineCount mines)', (v) => {
    expect({ mines: placeMines(floats(v, v.params.mineCount), v.params.mineCount) }).toEqual(v.expected);
  });

  it.each(games.slots!)('slots $nonce', (v) => {
    const o = playSlots(floats(v, 3), { stake: 100 });
    expect({ symbols: o.symbols, multiplier100: o.multiplier100, payout: o.payout }).toEqual(v.expected);
  });

  it.each(games.wheel!)('wheel $nonce', (v) => {
    const o = playWheel(floats(v, 1), { stake: 100, houseEdge: WHEEL_BASE_EDGE });
    expect({ segmentIndex: o.segmentIndex, segment: o.label, multiplier100: o.multiplier100, payout: o.payout }).toEqual(v.expected);
  });

  it.each(games.keno!)('keno $nonce', (v) => {
    const o = playKeno(floats(v, 20), { stake: 100, selected: v.params.selectedNumbers, houseEdge: KENO_BASE_EDGE });
    expect({ drawnNumbers: o.drawn, hits: o.hits, matches: o.matches, multiplier100: o.multiplier100, payout: o.payout }).toEqual(v.expected);
    expect(new Set(o.drawn).size).toBe(20);
  });

  it.each(games.plinko!)('plinko $nonce ($params.rows rows, $params.risk)', (v) => {
    const o = playPlinko(floats(v, v.params.rows), { stake: 100, rows: v.params.rows, risk: v.params.risk as PlinkoRisk, houseEdge: PLINKO_BASE_EDGE });
    expect({ path: o.path, slot: o.slot, multiplier100: o.multiplier100, payout: o.payout }).toEqual(v.expected);
  });

  it.each(games.baccarat!)('baccarat $nonce', (v) => {
    const o = playBaccarat(floats(v, 6), v.params.bets);
    expect({ playerCards: o.playerCards, bankerCards: o.bankerCards, playerValue: o.playerValue, bankerValue: o.bankerValue, winner: o.winner, payout: o.payout }).toEqual(v.expected);
  });

  it.each(games.blackjack!)('blackjack $nonce $params.actions', (v) => {
    const stream = new FloatStream(v);
    const step = replay(v.params.actions as unknown as BlackjackAction[], (i) => cardIndexFromFloat(stream.at(i)));
    const split = step.state.second !== undefined;
    expect({
      // a split round is told hand by hand
      ...(split
        ? { hands: playerHands(step.state).map((hand, i) => ({ cards: hand.cards.map(toBlackjackCard), doubled: hand.doubled, result: step.settlement?.hands?.[i] ?? null })) }
        : { playerCards: step.state.player.map(toBlackjackCard) }),
      dealerCards: step.state.dealer.map(toBlackjackCard),
      cardsUsed: step.state.next,
      result: step.settlement?.result ?? null,
      multiplier100: step.settlement?.multiplier100 ?? null,
    }).toEqual(v.expected);
  });
});
