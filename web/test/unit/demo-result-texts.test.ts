import { describe, expect, it } from 'vitest';
import { DEMO_MINE_HIT_TEXT, demoBetProblem, demoCashOutLabel, demoCashOutText, demoDiceResultText, demoMinesRecentText } from '../../src/features/landing/components/demo-games/demo-result-texts';
import { DEMO_DICE_MULTIPLIER, demoPayout } from '../../src/features/landing/components/demo-games/demo-rules';

// The landing demos called the payout the win: a 1000-point dice bet said 'You won 1800 points!' while the
// demo balance rose by 800, and a 100-point crash cash-out at 1.78x said 'won 178 points'.
describe('the demo games say what a round did to the demo balance, as the real games do', () => {
  it('names the net win first and then the payout on a dice win', () => {
    const payout = demoPayout(1000, DEMO_DICE_MULTIPLIER);
    expect(payout - 1000).toBe(800);
    expect(demoDiceResultText({ bet: 1000, isWin: true, winAmount: payout })).toBe('You won 800 points! Payout: 1,800 points.');
    expect(demoDiceResultText({ bet: 10, isWin: true, winAmount: 18 })).toBe('You won 8 points! Payout: 18 points.');
  });

  it("keeps the spec's dice loss text", () => {
    expect(demoDiceResultText({ bet: 10, isWin: false, winAmount: 0 })).toBe('Try again!');
  });

  it('does not call a payout equal to the stake a win (1.8x of a 1-point bet pays 1)', () => {
    expect(demoDiceResultText({ bet: 1, isWin: true, winAmount: demoPayout(1, DEMO_DICE_MULTIPLIER) })).toBe('Your 1 point is back.');
  });

  it('names the net and the payout on a crash or mines cash-out', () => {
    expect(demoCashOutText(1.78, 100, demoPayout(100, 1.78))).toBe('Cashed out at 1.78x: You won 78 points! Payout: 178 points.');
    expect(demoCashOutText(1.07, 10, demoPayout(10, 1.07))).toBe('Cashed out at 1.07x: Your 10 points are back.');
  });

  it("lists a mines round's net in the recent list, and keeps the mine-hit message", () => {
    expect(demoMinesRecentText({ bet: 10, multiplier: 1.4, winnings: 14, minesHit: false })).toBe('1.40x +4');
    expect(demoMinesRecentText({ bet: 10, multiplier: 1.2, winnings: 0, minesHit: true })).toBe('Boom');
    expect(DEMO_MINE_HIT_TEXT).toBe('Boom! You hit a mine!');
  });

  // the cash-out buttons read 'Cash Out (1370 points)' beside a demo balance of '1,000'
  it('writes the cash-out button amount as the balance is written, with its unit in the right number', () => {
    expect(demoCashOutLabel(demoPayout(1000, 1.37))).toBe('Cash Out (1,370 points)');
    expect(demoCashOutLabel(1)).toBe('Cash Out (1 point)');
  });

  // the demo's start buttons went grey with no word why (a bet above the demo balance, 2.5, or an empty
  // demo balance), where the real games say it under the bet box
  it('says why a demo bet cannot be played, in the real games’ words, and how to refill an empty demo balance', () => {
    expect(demoBetProblem(Number('2000'), 1000)).toBe('Insufficient balance for this bet: you have 1,000 points.');
    expect(demoBetProblem(Number('2.5'), 1000)).toBe('Enter a whole number of points, at least 1.');
    expect(demoBetProblem(Number(''), 1000)).toBe('Enter a whole number of points, at least 1.');
    expect(demoBetProblem(10, 0)).toBe('Out of demo points: press Reset to play again.');
    expect(demoBetProblem(10, 1000)).toBeNull();
    expect(demoBetProblem(1000, 1000)).toBeNull();
  });
});
