import { describe, expect, it } from 'vitest';
import { blackjackMaxMultiplier100, liveCrashReach100, reachAt, reachInProportion, type PayoutReach } from '@app/contracts';
import { baccaratBetProblem, readStakes } from '../../src/features/games/components/baccarat/baccarat-stakes';
import { rouletteMaxWinProblem } from '../../src/features/games/components/roulette/roulette-max-win';
import { betProblem } from '../../src/features/games/components/shared/use-bet-amount';
import { ensureWithinMaxWin } from '../../../services/games/src/application/max-win';
import type { GamesContext } from '../../../services/games/src/application/context';

/** What the games service answers for this bet under `maxWin` ('' when it takes it). */
function serverRefusal(maxWin: number, stake: number, field: string, reach: PayoutReach): string {
  const ctx = { settings: { get: () => maxWin } } as unknown as GamesContext;
  try {
    ensureWithinMaxWin(ctx, { stake, field, reach });
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}
/** The sentence a screen shows, as the server words it after the field's name. */
const asServerSays = (shown: string, field: string) => `${field}: ${shown[0]!.toLowerCase()}${shown.slice(1, -1)}`;

// Roulette, baccarat, blackjack and live crash check games_max_win before the click, with the paytable the
// games service refuses the bet with (contracts), in its words: the button is disabled and the sentence shown.
describe('the maximum win before the click on the table games', () => {
  it('roulette: all chips on the board together, judged on the pocket that pays them best', () => {
    // 10 on 17 straight (pays 360) and 10 on red: 17 is black, so the best pocket is 17 alone (360) vs red + 1 (20)
    const board = new Map([
      ['straight-17', 10],
      ['red', 10],
    ]);
    const shown = rouletteMaxWinProblem(board, 300);
    expect(shown).toBe('This bet can win up to 360 points, more than the 300 one round may pay; bet at most 16 points.');
    expect(asServerSays(shown!, 'totalBet')).toBe(serverRefusal(300, 20, 'totalBet', reachInProportion(20, 360)));
    expect(rouletteMaxWinProblem(board, 360)).toBeNull();
    expect(rouletteMaxWinProblem(new Map([['straight-17', 8]]), 300)).toBeNull(); // 288
    expect(rouletteMaxWinProblem(new Map(), 1)).toBeNull();
    expect(rouletteMaxWinProblem(board, undefined)).toBeNull(); // not known yet: only the server checks
  });

  it('baccarat: the winner that pays the three bets best, after the balance and the maximum bet', () => {
    const tie = readStakes({ player: '10', banker: '', tie: '10' }); // a tie pays 100 and returns the 10 on player
    const shown = baccaratBetProblem(tie, 5000, undefined, 100);
    expect(shown).toBe('This bet can win up to 110 points, more than the 100 one round may pay; bet at most 18 points.');
    expect(asServerSays(shown!, 'bets')).toBe(serverRefusal(100, 20, 'bets', reachInProportion(20, 110)));
    expect(baccaratBetProblem(tie, 5000, undefined, 110)).toBeNull();
    expect(baccaratBetProblem(readStakes({ player: '9', banker: '', tie: '9' }), 5000, undefined, 100)).toBeNull(); // 99
    expect(baccaratBetProblem(tie, 10, undefined, 100)).toBe('Insufficient balance for this bet.');
    expect(baccaratBetProblem(tie, 5000, 15, 100)).toBe('The maximum bet is 15 points per round.');
  });

  it('blackjack: the start stake at 8x (a split with both hands doubled and won); a double or split is not checked again', () => {
    expect(blackjackMaxMultiplier100()).toBe(800);
    const limits = { maxWin: 100, multiplier100: blackjackMaxMultiplier100() };
    const shown = betProblem(13, 5000, limits);
    expect(shown).toBe('This bet can win up to 104 points, more than the 100 one round may pay; bet at most 12 points.');
    expect(asServerSays(shown!, 'betAmount')).toBe(serverRefusal(100, 13, 'betAmount', reachAt(800)));
    expect(betProblem(12, 5000, limits)).toBeNull();
  });

  it('live crash: without an automatic cash-out only a stake that the lowest cash-out (1.01x) overpays', () => {
    expect(liveCrashReach100(null)).toBe(101);
    expect(liveCrashReach100(250)).toBe(250);
    const limits = { maxWin: 100, multiplier100: liveCrashReach100(null) };
    const shown = betProblem(100, 5000, limits);
    expect(shown).toBe('This bet can win up to 101 points, more than the 100 one round may pay; bet at most 99 points.');
    expect(asServerSays(shown!, 'betAmount')).toBe(serverRefusal(100, 100, 'betAmount', reachAt(101)));
    expect(betProblem(99, 5000, limits)).toBeNull();
  });
});
