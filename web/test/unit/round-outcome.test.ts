import { describe, expect, it } from 'vitest';
import { formatNet, outcomeOf, payoutAt, payoutSentence } from '../../src/features/games/components/shared/round-outcome';
// The server's own rule for a payout (games domain/money.ts): the screens must say what it pays.
import { payoutFor } from '../../../services/games/src/domain/money';

describe('a round judged as the server judges it (isWin: payout > stake)', () => {
  it('calls a payout below the stake a loss even when it is not zero, and an equal one a push', () => {
    expect(outcomeOf(10, 5)).toBe('loss'); // keno 3 of 10 at 0.5x
    expect(outcomeOf(10, 0)).toBe('loss');
    expect(outcomeOf(1, 1)).toBe('push'); // a 1-point slots pair: floor(1.5)
    expect(outcomeOf(10, 11)).toBe('win');
  });

  it('says what the round did in words, net first with the payout named, and as a signed net', () => {
    // finding 14: a result line 'You won 25 points!' beside '+15' in the recent list read as two figures
    expect(payoutSentence(10, 25)).toBe('You won 15 points! Payout: 25 points.');
    expect(payoutSentence(10, 10)).toBe('Your 10 points are back.');
    expect(payoutSentence(10, 5)).toBe('You lost 5 points (5 of your 10 came back).');
    expect(payoutSentence(1000, 0)).toBe('You lost your 1,000 points.');
    expect([formatNet(10, 25), formatNet(10, 5), formatNet(10, 10), formatNet(2000, 0)]).toEqual(['+15', '-5', '0', '-2,000']);
  });
});

describe('payoutAt: what a cash-out button or a win line promises', () => {
  it('is the server payout for every stake and two-decimal multiplier, where floating point would lose a point', () => {
    expect(Math.floor(100 * 1.15)).toBe(114); // the bug this replaces
    expect(payoutAt(100, 1.15)).toBe(115);
    const differ: string[] = [];
    for (let stake = 1; stake <= 300; stake++) {
      for (let m100 = 100; m100 <= 1000; m100++) if (payoutAt(stake, m100 / 100) !== payoutFor(stake, m100)) differ.push(`${stake} at ${m100 / 100}x`);
    }
    expect(differ).toEqual([]);
  });
});
