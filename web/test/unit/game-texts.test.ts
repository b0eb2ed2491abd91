import { describe, expect, it } from 'vitest';
import { formatPointsWithUnit, pluralize } from '../../src/lib/format';
import { resultLine } from '../../src/features/games/components/blackjack/blackjack-text';
import { kenoFloatingText } from '../../src/features/games/components/keno/keno-text';
import { formatNet, payoutSentence } from '../../src/features/games/components/shared/round-outcome';
import { slotLabelLayout } from '../../src/features/games/components/plinko/plinko-labels';

describe('one pluralising helper (finding 13)', () => {
  it('writes the singular for exactly one and the plural otherwise, with the count formatted', () => {
    expect([pluralize(1, 'safe tile'), pluralize(0, 'safe tile'), pluralize(2, 'safe tile')]).toEqual(['1 safe tile', '0 safe tiles', '2 safe tiles']);
    expect([pluralize(1, 'match', 'matches'), pluralize(3, 'match', 'matches'), pluralize(1200, 'mine')]).toEqual(['1 match', '3 matches', '1,200 mines']);
    expect([formatPointsWithUnit(1), formatPointsWithUnit(0), formatPointsWithUnit(1000), formatPointsWithUnit(-1)]).toEqual(['1 point', '0 points', '1,000 points', '-1 point']);
  });

  it('is used by the result lines: no "1 points"', () => {
    expect(payoutSentence(1, 0)).toBe('You lost your 1 point.');
    expect(payoutSentence(1, 1)).toBe('Your 1 point is back.');
    expect(payoutSentence(1, 2)).toBe('You won 1 point! Payout: 2 points.');
  });
});

describe('blackjack result line (finding 12)', () => {
  it('ends the dealer’s win with punctuation before the amount', () => {
    expect(resultLine({ result: 'lose', betAmount: 10, winnings: 0 })).toBe('Dealer wins! You lost your 10 points.');
    expect(resultLine({ result: 'bust', betAmount: 10, winnings: 0 })).toBe('Bust! You lost your 10 points.');
  });

  it('says net and payout like every other game, a push as the stake back', () => {
    expect(resultLine({ result: 'win', betAmount: 10, winnings: 20 })).toBe('You win! You won 10 points! Payout: 20 points.');
    expect(resultLine({ result: 'blackjack', betAmount: 10, winnings: 25 })).toBe('Blackjack! You won 15 points! Payout: 25 points.');
    expect(resultLine({ result: 'push', betAmount: 10, winnings: 10 })).toBe('Push! Your 10 points are back.');
    // after a split, one hand lost and one pushed: 20 staked, 10 back
    expect(resultLine({ result: 'lose', betAmount: 20, winnings: 10 })).toBe('Dealer wins! You lost 10 points (10 of your 20 came back).');
  });
});

describe('keno floating message (findings 13 and 14)', () => {
  it('states the same net as the result line and the recent list, with correct plurals', () => {
    // 10 on 3 picks, 2 hits at 2.5x: the result line says 'You won 15 points!', so does this
    expect(kenoFloatingText(10, 25, 2)).toBe('+15 points! 2 matches!');
    expect(formatNet(10, 25)).toBe('+15');
    expect(payoutSentence(10, 25)).toContain('You won 15 points!');
    expect(kenoFloatingText(10, 11, 1)).toBe('+1 point! 1 match!');
    expect(kenoFloatingText(10, 0, 0)).toBe('Lost 10 points! 0 matches');
    expect(kenoFloatingText(10, 5, 3)).toBe('Lost 5 points! 3 matches');
    expect(kenoFloatingText(10, 10, 1)).toBe('10 points back! 1 match');
  });
});

describe('plinko slot labels at phone width (finding 4)', () => {
  const labels = ['8.1x', '3x', '1.95x', '1.3x', '0.93x', '0.53x', '0.38x', '0.53x', '0.93x', '1.3x', '1.95x', '3x', '8.1x'];
  it('turns the labels upright when they do not fit across the slot', () => {
    // 12 rows in the ~310 px a 390 px phone leaves: about 20 px a slot
    expect(slotLabelLayout(20, labels)).toEqual({ fontPx: 10, vertical: true });
    expect(slotLabelLayout(Infinity, labels)).toEqual({ fontPx: 12, vertical: false });
    expect(slotLabelLayout(36, labels)).toEqual({ fontPx: 10, vertical: false });
  });
});
