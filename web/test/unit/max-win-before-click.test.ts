import { describe, expect, it } from 'vitest';
import { betProblem, bestMultiplier100, isPlayableBet } from '../../src/features/games/components/shared/use-bet-amount';
import { ensureWithinMaxWin } from '../../../services/games/src/application/max-win';
import { reachAt } from '@app/contracts';
import type { GamesContext } from '../../../services/games/src/application/context';

// An admin may lower games_max_win: a bet whose best outcome would pay more is refused by the server. The
// bet box says so before the click, in the server's own words, and its button is disabled.
describe('a bet that could win more than the maximum win of one round', () => {
  const limits = { maxWin: 1000, multiplier100: 180 };

  it('is not playable, and the box gives the reason and the stake that would be accepted', () => {
    // 557 × 1.8 = 1,002.6, paid as 1,002; 556 × 1.8 = 1,000.8, paid as 1,000
    expect(betProblem(557, 5000, limits)).toBe('This bet can win up to 1,002 points, more than the 1,000 one round may pay; bet at most 556 points.');
    expect(betProblem(600, 5000, limits)).toBe('This bet can win up to 1,080 points, more than the 1,000 one round may pay; bet at most 556 points.');
    expect(isPlayableBet(600, 5000, limits)).toBe(false);
    expect(betProblem(556, 5000, limits)).toBeNull();
    expect(isPlayableBet(556, 5000, limits)).toBe(true);
    // the balance and the maximum bet come first: those are what the player reads first
    expect(betProblem(6000, 5000, limits)).toBe('Insufficient balance for this bet: you have 5,000 points.');
    expect(betProblem(700, 5000, { ...limits, maxBet: 650 })).toBe('The maximum bet is 650 points per round.');
    // before the limits are known, only the balance counts
    expect(betProblem(600, 5000, { multiplier100: 180 })).toBeNull();
    expect(betProblem(600, 5000, { maxWin: 1000 })).toBeNull();
  });

  it('says what the server would say when it refused the bet', () => {
    const ctx = { settings: { get: () => 1000 } } as unknown as GamesContext;
    let refused = '';
    try {
      ensureWithinMaxWin(ctx, { stake: 600, field: 'betAmount', reach: reachAt(180) });
    } catch (error) {
      refused = (error as Error).message;
    }
    const shown = betProblem(600, 5000, limits)!;
    expect(refused).toBe(`betAmount: ${shown[0]!.toLowerCase()}${shown.slice(1, -1)}`);
  });

  it('reads the best multiplier of a published table in hundredths, as the server pays', () => {
    expect(bestMultiplier100([0, 0.5, 1.8, 3.8])).toBe(380);
    expect(bestMultiplier100([0.29, 1.13])).toBe(113);
    expect(bestMultiplier100([])).toBeUndefined();
    expect(bestMultiplier100(undefined)).toBeUndefined();
  });
});
