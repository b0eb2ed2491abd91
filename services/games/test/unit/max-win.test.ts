import { describe, expect, it } from 'vitest';
import {
  baccaratMaxPayout,
  baccaratPayout,
  blackjackMaxMultiplier100,
  CRASH_MAX_MULTIPLIER100,
  crashMaxMultiplier100,
  groupDigits,
  largestStakeWithin,
  reachAt,
  reachInProportion,
  ROULETTE_POCKETS,
  rouletteMaxPayout,
  type BaccaratSide,
} from '@app/contracts';
import type { GamesContext } from '../../src/application/context.js';
import { ensureWithinMaxWin } from '../../src/application/max-win.js';
import { playBaccarat } from '../../src/domain/games/baccarat.js';
import { blackjackPayout, replay } from '../../src/domain/games/blackjack.js';
import { liveCashOut, liveCeiling100, liveEndMs, liveVerdict, liveWinCap100, msUntilMultiplier, playCrash } from '../../src/domain/games/crash.js';
import { diceMaxMultiplier100, playDice } from '../../src/domain/games/dice.js';
import { kenoMaxMultiplier100, kenoPaytable, KENO_BASE_EDGE } from '../../src/domain/games/keno.js';
import { PLINKO_RISKS, PLINKO_TABLES, plinkoMaxMultiplier100, plinkoTable } from '../../src/domain/games/plinko.js';
import { coveredNumbers, playRoulette } from '../../src/domain/games/roulette.js';
import { REEL, slotsMaxMultiplier100, slotsMultiplier100 } from '../../src/domain/games/slots.js';
import { WHEEL_SEGMENTS, wheelMaxMultiplier100 } from '../../src/domain/games/wheel.js';
import { payoutFor } from '../../src/domain/money.js';

const EDGES = [0.01, 0.03, 0.05, 0.1, 0.2];

describe('the largest multiplier each bet can reach, against its paytable', () => {
  it('dice: every win pays 2 × (1 − edge), what playDice pays on a win', () => {
    for (const edge of [0.05, 0.1, 0.2]) {
      const win = playDice([0.99], { stake: 1000, prediction: 'over', houseEdge: edge });
      expect(win.isWin).toBe(true);
      expect(payoutFor(1000, diceMaxMultiplier100(edge))).toBe(win.payout);
    }
    expect(diceMaxMultiplier100(0.1)).toBe(180);
  });

  it('keno: the top prize of the pick count (all drawn), the largest entry of the table at the edge', () => {
    for (const edge of EDGES)
      for (let picks = 1; picks <= 10; picks++) {
        const table = kenoPaytable(picks, edge);
        expect(kenoMaxMultiplier100(picks, edge)).toBe(table[picks]);
        for (const m100 of table) expect(m100).toBeLessThanOrEqual(kenoMaxMultiplier100(picks, edge));
      }
    expect(kenoMaxMultiplier100(10, KENO_BASE_EDGE)).toBe(1_000_000); // 10,000x
    expect(kenoMaxMultiplier100(9, KENO_BASE_EDGE)).toBe(750_000);
    expect(kenoMaxMultiplier100(1, KENO_BASE_EDGE)).toBe(380);
  });

  it('slots: three diamonds, the best line over every combination of symbols', () => {
    let best = 0;
    for (let a = 0; a < REEL.length; a++) for (let b = 0; b < REEL.length; b++) for (let c = 0; c < REEL.length; c++) best = Math.max(best, slotsMultiplier100([a, b, c]));
    expect(slotsMaxMultiplier100()).toBe(best);
    expect(best).toBe(5000);
  });

  it('wheel: the best segment, 3x', () => {
    expect(wheelMaxMultiplier100()).toBe(Math.max(...WHEEL_SEGMENTS.map((s) => s.multiplier100)));
    expect(wheelMaxMultiplier100()).toBe(300);
  });

  it('plinko: the largest slot of (risk, rows) at the edge (the edges of the board)', () => {
    for (const edge of EDGES)
      for (const risk of PLINKO_RISKS)
        for (let rows = 8; rows <= 16; rows++) {
          const table = plinkoTable(risk, rows, edge);
          expect(plinkoMaxMultiplier100(risk, rows, edge)).toBe(Math.max(...table));
          expect(plinkoMaxMultiplier100(risk, rows, edge)).toBe(table[0]);
        }
    expect(plinkoMaxMultiplier100('high', 16, 0.03)).toBe(PLINKO_TABLES.high[16]![0]); // 1,000x
    expect(plinkoMaxMultiplier100('low', 8, 0.03)).toBe(560);
  });

  it('roulette: the best pocket of the bets placed, what the settlement of that pocket pays', () => {
    const placed = [
      [{ type: 'straight', numbers: [17], amount: 10 }],
      [
        { type: 'red', numbers: [], amount: 10 },
        { type: 'straight', numbers: [1], amount: 10 },
      ],
      [
        { type: 'split', numbers: [17, 20], amount: 5 },
        { type: 'corner', numbers: [16, 17, 19, 20], amount: 7 },
        { type: 'straight', numbers: [37], amount: 3 },
        { type: 'dozen', numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], amount: 100 },
      ],
    ] as const;
    for (const bets of placed) {
      const resolved = bets.map((b, i) => ({ type: b.type, numbers: coveredNumbers(b, `bets.${i}`), amount: b.amount }));
      const everyPocket = Array.from({ length: ROULETTE_POCKETS }, (_, n) => playRoulette([(n + 0.5) / ROULETTE_POCKETS], resolved).payout);
      expect(rouletteMaxPayout(resolved)).toBe(Math.max(...everyPocket));
    }
    const straight = [{ type: 'straight' as const, numbers: [17], amount: 10 }];
    expect(rouletteMaxPayout(straight)).toBe(360); // 35:1 plus the stake
    const redAndOne = [
      { type: 'red' as const, numbers: coveredNumbers({ type: 'red', numbers: [] }, 'b'), amount: 10 },
      { type: 'straight' as const, numbers: [1], amount: 10 },
    ];
    expect(rouletteMaxPayout(redAndOne)).toBe(380); // 1 is red: both win
  });

  it('baccarat: the winner that pays the bets best, what the settlement of that coup pays', () => {
    // coups from card sequences until each winner has come up once
    const paid = new Map<BaccaratSide, number>();
    const bets = { player: 15, banker: 20, tie: 3 };
    for (let i = 0; paid.size < 3 && i < 10_000; i++) {
      const coup = playBaccarat(Array.from({ length: 6 }, (_, k) => (((i * 7 + k * 13 + k * k * i) % 52) + 0.5) / 52), bets);
      paid.set(coup.winner, coup.payout);
      expect(coup.payout).toBe(baccaratPayout(bets, coup.winner));
    }
    expect(paid.size).toBe(3);
    expect(baccaratMaxPayout(bets)).toBe(Math.max(...paid.values()));
    expect(baccaratMaxPayout(bets)).toBe(65); // a tie: 3 × 10, and the 15 and 20 returned
  });

  it('blackjack: a split with both hands doubled and won, 8x the first bet, what the settlement pays', () => {
    // 8♦ 8♥ against J + 6: split, each hand gets a 2 and doubles onto a 10 (20 each), the dealer draws a Q and busts
    const deck = [24, 36, 25, 16, 0, 1, 32, 33, 40];
    const step = replay(['split', 'double', 'double'], (i) => deck[i]!);
    expect(step.settlement).toMatchObject({ result: 'win', hands: ['win', 'win'] });
    const paid = blackjackPayout(25, step.state, step.settlement!);
    expect(paid).toBe(200);
    expect(payoutFor(25, blackjackMaxMultiplier100())).toBe(paid);
    expect(blackjackMaxMultiplier100()).toBe(800);
  });

  it('crash: the cash-out target (one-call or automatic), else the maximum multiplier, what a won round pays', () => {
    const won = playCrash([0.999_999], { stake: 1000, cashOut100: 250, houseEdge: 0.01 });
    expect(won.isWin).toBe(true);
    expect(won.payout).toBe(payoutFor(1000, crashMaxMultiplier100(250)));
    expect(crashMaxMultiplier100(null)).toBe(CRASH_MAX_MULTIPLIER100);
  });
});

describe('the live crash max-win cap', () => {
  it('is the highest multiplier whose payout stays within the max win, exactly', () => {
    expect(liveWinCap100(1_000_000, 100_000_000)).toBe(10_000); // 100x
    expect(liveWinCap100(1000, 2500)).toBe(250);
    for (const stake of [1, 7, 99, 100, 333, 1000, 12_345, 999_999, 1_000_000_000])
      for (const maxWin of [1, 100, 2500, 100_000_000, 1_000_000_000]) {
        const cap = liveWinCap100(stake, maxWin);
        expect(payoutFor(stake, cap)).toBeLessThanOrEqual(maxWin);
        expect(payoutFor(stake, cap + 1)).toBeGreaterThan(maxWin);
      }
  });

  const state = { crash100: 50_000, autoCashOut100: null, capCashOut100: 250 };
  it('cashes the round out at the cap when the crash point is past it, and ends it there', () => {
    expect(liveVerdict(state, msUntilMultiplier(249))).toEqual({ kind: 'running', multiplier100: 249 });
    expect(liveVerdict(state, msUntilMultiplier(250))).toEqual({ kind: 'cashed_out', cashOut100: 250 });
    expect(liveVerdict(state, msUntilMultiplier(4000))).toEqual({ kind: 'cashed_out', cashOut100: 250 });
    expect(liveEndMs(state)).toBe(msUntilMultiplier(250));
    expect(liveCeiling100(state)).toBe(250);
  });

  it('a cash-out by hand after the cap pays the cap, never the later multiplier', () => {
    expect(liveCashOut(state, msUntilMultiplier(900))).toEqual({ kind: 'cashed_out', cashOut100: 250 });
    expect(liveCashOut(state, msUntilMultiplier(200))).toEqual({ kind: 'cashed_out', cashOut100: 200 });
  });

  it('a crash before the cap, or a lower automatic cash-out, comes first; no cap (older rounds) is the maximum', () => {
    expect(liveVerdict({ ...state, crash100: 180 }, msUntilMultiplier(300))).toEqual({ kind: 'crashed', crash100: 180 });
    expect(liveVerdict({ ...state, autoCashOut100: 150 }, msUntilMultiplier(300))).toEqual({ kind: 'cashed_out', cashOut100: 150 });
    expect(liveEndMs({ crash100: 200_000, autoCashOut100: null })).toBe(msUntilMultiplier(CRASH_MAX_MULTIPLIER100));
    expect(liveCeiling100({ crash100: 200, autoCashOut100: null, capCashOut100: null })).toBe(CRASH_MAX_MULTIPLIER100);
  });
});

describe('the max-win check', () => {
  const ctxWith = (maxWin: number) => ({ settings: { get: (key: string) => (key === 'games_max_win' ? maxWin : undefined) } }) as unknown as GamesContext;
  const refusal = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      return error as { code: string; message: string; field: string };
    }
    return null;
  };

  it('refuses a keno 10-pick stake whose top prize is past the max win, naming the stake that fits', () => {
    const reach = reachAt(kenoMaxMultiplier100(10, KENO_BASE_EDGE));
    expect(refusal(() => ensureWithinMaxWin(ctxWith(100_000_000), { stake: 10_000, field: 'betAmount', reach }))).toBeNull();
    expect(refusal(() => ensureWithinMaxWin(ctxWith(100_000_000), { stake: 300_000, field: 'betAmount', reach }))).toEqual(
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        field: 'betAmount',
        message: 'betAmount: this bet can win up to 3,000,000,000 points, more than the 100,000,000 one round may pay; bet at most 10,000 points',
      }),
    );
  });

  it('decides on the exact floored payout: 56 on dice pays 100, 57 pays 102', () => {
    const reach = reachAt(180);
    expect(refusal(() => ensureWithinMaxWin(ctxWith(100), { stake: 56, field: 'betAmount', reach }))).toBeNull();
    expect(refusal(() => ensureWithinMaxWin(ctxWith(100), { stake: 57, field: 'betAmount', reach }))?.message).toBe(
      'betAmount: this bet can win up to 102 points, more than the 100 one round may pay; bet at most 56 points',
    );
  });

  it('stays exact past 2^53 (3,170,697.20x at a billion points) and says when no stake fits', () => {
    const reach = reachAt(317_069_720);
    expect(reach(1_000_000_000)).toBe(3_170_697_200_000_000n);
    expect(largestStakeWithin(reach, 1_000_000_000, 100_000_000)).toBe(31);
    expect(refusal(() => ensureWithinMaxWin(ctxWith(1_000_000), { stake: 1, field: 'betAmount', reach }))?.message).toBe(
      'betAmount: this bet can win up to 3,170,697 points, more than the 1,000,000 one round may pay; choose a bet that pays less',
    );
  });

  it('several bets on one round are judged on their best outcome, and scaled down in proportion for the hint', () => {
    const reach = reachInProportion(20, 380);
    expect(reach(20)).toBe(380n);
    expect(largestStakeWithin(reach, 20, 100)).toBe(5);
    expect(groupDigits(1_234_567n)).toBe('1,234,567');
    expect(groupDigits(999)).toBe('999');
  });
});
