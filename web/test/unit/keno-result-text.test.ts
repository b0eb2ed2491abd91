import { describe, expect, it } from 'vitest';
import { kenoResultText } from '../../src/features/games/components/keno/keno-text';
import { formatNet } from '../../src/features/games/components/shared/round-outcome';

describe("keno's result panel in the spec's words (section 2: 'Won {n} points!' or 'Lost {bet} points')", () => {
  it('says a full loss exactly as the spec does, with thousands separators', () => {
    expect(kenoResultText(50, 0)).toBe('Lost 50 points');
    expect(kenoResultText(2500, 0)).toBe('Lost 2,500 points');
    expect(kenoResultText(1, 0)).toBe('Lost 1 point');
  });

  it('leads a win with the net, as the recent list and the floating message do, then names the payout', () => {
    expect(kenoResultText(10, 25)).toBe('Won 15 points! Payout: 25 points.');
    expect(formatNet(10, 25)).toBe('+15');
    expect(kenoResultText(1000, 3000)).toBe('Won 2,000 points! Payout: 3,000 points.');
  });

  it('calls a partial return a loss of the difference, and says what came back', () => {
    expect(kenoResultText(50, 25)).toBe('Lost 25 points (25 of your 50 came back).');
    expect(kenoResultText(10, 10)).toBe('Your 10 points are back.');
  });
});
