import { describe, expect, it } from 'vitest';
import { betProblem, clampBet, isPlayableBet, parseBet, stakeLabel } from '../../src/features/games/components/shared/use-bet-amount';
import { baccaratBetProblem, readStakes } from '../../src/features/games/components/baccarat/baccarat-stakes';
import { demoPayout, isDemoBetValid } from '../../src/features/landing/components/demo-games/demo-rules';

describe('a bet box: the bet is what it shows (finding 15)', () => {
  it('reads the typed number as is, so 0 is not quietly staked as 1', () => {
    expect(parseBet('0')).toBe(0);
    expect(isPlayableBet(parseBet('0'), 100)).toBe(false);
    expect(stakeLabel(parseBet('0'))).toBeNull();
    expect(Number.isNaN(parseBet(''))).toBe(true);
    expect(isPlayableBet(parseBet(''), 100)).toBe(false);
    expect(isPlayableBet(parseBet('2.5'), 100)).toBe(false);
    expect(stakeLabel(parseBet('1'))).toBe('1 point');
    expect(stakeLabel(parseBet('25'))).toBe('25 points');
  });

  it('clamps to a whole number of at least 1 when the box is left (spec section 5)', () => {
    expect([clampBet('0'), clampBet('-4'), clampBet('2.7'), clampBet(''), clampBet('abc'), clampBet('40')]).toEqual([1, 1, 2, 1, 1, 40]);
  });
});

describe('why an action button is disabled (finding 16)', () => {
  it('names the insufficient balance in the spec’s words, and a bet that is not a whole number', () => {
    expect(betProblem(500, 105)).toBe('Insufficient balance for this bet: you have 105 points.');
    expect(betProblem(2, 1)).toBe('Insufficient balance for this bet: you have 1 point.');
    expect(betProblem(0, 105)).toBe('Enter a whole number of points, at least 1.');
    expect(betProblem(1.5, 105)).toBe('Enter a whole number of points, at least 1.');
    expect(betProblem(105, 105)).toBeNull();
  });
});

describe('baccarat stakes (finding 23)', () => {
  it('refuses fractions and negatives instead of counting them silently', () => {
    const fraction = readStakes({ player: '10', banker: '5', tie: '1.5' });
    expect(fraction.invalid).toEqual(['tie']);
    expect(baccaratBetProblem(fraction, 1000)).toBe('Bets are whole numbers of points, 0 or more (check Tie).');
    const negative = readStakes({ player: '10', banker: '-3', tie: '' });
    expect(negative.invalid).toEqual(['banker']);
    expect(baccaratBetProblem(negative, 1000)).not.toBeNull();
  });

  it('deals whole stakes, empty or 0 meaning no bet on that side, within the balance', () => {
    const ok = readStakes({ player: '10', banker: '', tie: '0' });
    expect(ok).toEqual({ stakes: { player: 10, banker: 0, tie: 0 }, total: 10, invalid: [] });
    expect(baccaratBetProblem(ok, 1000)).toBeNull();
    expect(baccaratBetProblem(ok, 9)).toBe('Insufficient balance for this bet.');
    expect(baccaratBetProblem(readStakes({ player: '', banker: '', tie: '' }), 1000)).toBe('Place a bet on Player, Banker or Tie.');
  });
});

describe('demo games bet and pay whole points (finding 25)', () => {
  it('refuses a fractional demo bet', () => {
    expect(isDemoBetValid(2.5, 1000)).toBe(false);
    expect(isDemoBetValid(2, 1000)).toBe(true);
    expect(isDemoBetValid(0, 1000)).toBe(false);
  });

  it('pays the cash-out button’s figure, in whole points', () => {
    expect(demoPayout(15, 1.15)).toBe(17); // was 17.25 beside a 'Cash Out (16 points)'… now both are floor(15 × 1.15)
    expect(demoPayout(10, 1 + 0.2 * 2)).toBe(14); // 1.4000000000000001 in floating point
    expect(demoPayout(3, 1.8)).toBe(5);
  });
});
