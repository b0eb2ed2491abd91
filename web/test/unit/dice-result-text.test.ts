import { describe, expect, it } from 'vitest';
import { diceRecentNet, diceResultLine } from '../../src/features/games/components/dice/dice-result-text';

// The server says whether the roll won (isWin) and what it paid (winAmount, floored to whole points). A
// 1-point win at 1.98x pays floor(1.98) = 1: the roll won, and the screen must not read it as a push.
describe('the dice result line, from the server’s verdict', () => {
  const round = (bet: number, isWin: boolean, winAmount: number, multiplier = 1.98) => ({ diceResult: isWin ? 5 : 2, prediction: 'over' as const, isWin, multiplier, winAmount, bet });

  it('a won roll whose payout rounds down to the stake says it won, and why nothing was gained', () => {
    expect(diceResultLine(round(1, true, 1))).toBe('Rolled 5: You won! 1.98x of your 1 point rounds down to 1 point (payouts are whole points), so your 1 point is back.');
    expect(diceRecentNet(round(1, true, 1))).toBe('Won, 0');
  });

  it('other wins and losses read as before', () => {
    expect(diceResultLine(round(10, true, 19))).toBe('Rolled 5: You won 9 points! Payout: 19 points.');
    expect(diceResultLine(round(10, false, 0))).toBe('Rolled 2: You lost your 10 points. Try again!');
    expect(diceRecentNet(round(10, true, 19))).toBe('+9');
    expect(diceRecentNet(round(10, false, 0))).toBe('-10');
  });
});
