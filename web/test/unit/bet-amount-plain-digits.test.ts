import { describe, expect, it } from 'vitest';
import { betProblem, clampBet, isPlayableBet, parseBet, stakeLabel } from '../../src/features/games/components/shared/use-bet-amount';
import { readStakes } from '../../src/features/games/components/baccarat/baccarat-stakes';

// A number input takes '1e2' as a valid number: the box then shows '1e2' while Number() stakes 100.
describe('a bet box takes plain digits only', () => {
  it('refuses exponent and other notations with the whole-number reason line', () => {
    for (const text of ['1e2', '1E2', '2e0', '0x10', 'Infinity', '1_000']) {
      expect(Number.isNaN(parseBet(text)), text).toBe(true);
      expect(isPlayableBet(parseBet(text), 1000), text).toBe(false);
      expect(stakeLabel(parseBet(text)), text).toBeNull();
      expect(betProblem(parseBet(text), 1000), text).toBe('Enter a whole number of points, at least 1.');
    }
  });

  it('still reads plain numbers, so 0, -5 and 2.5 are refused for what they are and 100 is played', () => {
    expect([parseBet('100'), parseBet('0'), parseBet('-5'), parseBet('2.5'), parseBet(' 40 ')]).toEqual([100, 0, -5, 2.5, 40]);
    expect(isPlayableBet(parseBet('100'), 1000)).toBe(true);
  });

  it('clamps an exponent to 1 when the box is left, like any other text that is not a number', () => {
    expect([clampBet('1e2'), clampBet('2.7'), clampBet('40')]).toEqual([1, 2, 40]);
  });

  it('refuses an exponent in a baccarat box too', () => {
    expect(readStakes({ player: '1e2', banker: '', tie: '' }).invalid).toEqual(['player']);
  });
});
