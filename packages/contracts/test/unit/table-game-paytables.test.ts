import { describe, expect, it } from 'vitest';
import {
  BACCARAT_PAYS100,
  baccaratMaxPayout,
  baccaratPayout,
  BLACKJACK_PAYS100,
  blackjackMaxMultiplier100,
  CRASH_MAX_MULTIPLIER100,
  CRASH_MIN_CASH_OUT100,
  crashMaxMultiplier100,
  liveCrashReach100,
  ROULETTE_PAYOUT_ODDS,
  ROULETTE_POCKETS,
  rouletteBetPayout,
  rouletteMaxPayout,
  type BaccaratSide,
} from '../../src/index.js';

// The paytables the games service settles and refuses bets with, and the web app checks before the click.
// (The games service's unit tests check them against its settlement of every outcome.)
describe('the table games’ paytables', () => {
  const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

  it('roulette: every bet pays (36 / covered − 1) : 1, plus its stake', () => {
    expect(ROULETTE_POCKETS).toBe(38);
    const covers = { straight: 1, split: 2, street: 3, corner: 4, line: 6, dozen: 12, column: 12, red: 18, black: 18, even: 18, odd: 18, low: 18, high: 18 } as const;
    for (const [type, covered] of Object.entries(covers)) expect(ROULETTE_PAYOUT_ODDS[type as keyof typeof covers], type).toBe(36 / covered - 1);
    expect(rouletteBetPayout({ type: 'split', numbers: [17, 20], amount: 5 }, 20)).toBe(90);
    expect(rouletteBetPayout({ type: 'split', numbers: [17, 20], amount: 5 }, 21)).toBe(0);
  });

  it('roulette: the most the bets pay together is the pocket that pays them best', () => {
    expect(rouletteMaxPayout([{ type: 'straight', numbers: [17], amount: 10 }])).toBe(360); // 35:1 plus the stake
    const red = { type: 'red' as const, numbers: RED, amount: 10 };
    expect(rouletteMaxPayout([red, { type: 'straight', numbers: [1], amount: 10 }])).toBe(380); // 1 is red: both win
    expect(rouletteMaxPayout([red, { type: 'straight', numbers: [17], amount: 10 }])).toBe(360); // 17 is black: one wins
    expect(rouletteMaxPayout([])).toBe(0);
  });

  it('baccarat: player 0.95:1, banker 0.90:1, tie 9:1 returning the other bets, floored to whole points', () => {
    expect(BACCARAT_PAYS100).toEqual({ player: 195, banker: 190, tie: 1000 });
    expect(baccaratPayout({ player: 15 }, 'player')).toBe(29); // 29.25
    expect(baccaratPayout({ banker: 15 }, 'banker')).toBe(28); // 28.5
    expect(baccaratPayout({ player: 10, banker: 10, tie: 1 }, 'tie')).toBe(30);
    const sides: BaccaratSide[] = ['player', 'banker', 'tie'];
    for (const bets of [{ tie: 10 }, { player: 10, banker: 10 }, { player: 15 }, { banker: 15 }, { player: 1, banker: 2, tie: 3 }])
      expect(baccaratMaxPayout(bets)).toBe(Math.max(...sides.map((w) => baccaratPayout(bets, w))));
    expect(baccaratMaxPayout({ tie: 10 })).toBe(100); // 9:1
    expect(baccaratMaxPayout({ player: 10, banker: 10 })).toBe(20); // a tie returns both
  });

  it('blackjack: 3:2, 2x, 1x; at most 8x the first bet (a split, both hands doubled and won)', () => {
    expect(BLACKJACK_PAYS100).toEqual({ blackjack: 250, win: 200, push: 100, lose: 0, bust: 0 });
    expect(blackjackMaxMultiplier100()).toBe(800);
  });

  it('crash: the cash-out target, else the maximum; a live round without one is checked at the lowest cash-out', () => {
    expect(crashMaxMultiplier100(250)).toBe(250);
    expect(crashMaxMultiplier100(null)).toBe(CRASH_MAX_MULTIPLIER100);
    expect(crashMaxMultiplier100(CRASH_MAX_MULTIPLIER100 + 1)).toBe(CRASH_MAX_MULTIPLIER100);
    expect(CRASH_MAX_MULTIPLIER100).toBe(100_000); // 1,000x
    expect(liveCrashReach100(null)).toBe(CRASH_MIN_CASH_OUT100);
    expect(CRASH_MIN_CASH_OUT100).toBe(101);
    expect(liveCrashReach100(300)).toBe(300);
  });
});
