import { describe, expect, it } from 'vitest';
import type { BlackjackHand } from '@app/contracts';
import { betProblem, isPlayableBet } from '../../src/features/games/components/shared/use-bet-amount';
import { baccaratBetProblem, readStakes } from '../../src/features/games/components/baccarat/baccarat-stakes';
import { betInPlayText } from '../../src/features/games/components/blackjack/blackjack-text';

// An admin may lower games_max_bet: a bet box above it must say so and disable its button, instead of the
// server refusing the bet after the click ('betAmount: at most 100 points per round' as an error toast).
describe('a bet above the maximum bet of one round', () => {
  it('is not playable, and the box says what the limit is', () => {
    expect(betProblem(101, 5000, 100)).toBe('The maximum bet is 100 points per round.');
    expect(isPlayableBet(101, 5000, 100)).toBe(false);
    expect(betProblem(100, 5000, 100)).toBeNull();
    expect(isPlayableBet(100, 5000, 100)).toBe(true);
    // above the balance too: the balance is what the player can change
    expect(betProblem(6000, 5000, 100)).toBe('Insufficient balance for this bet: you have 5,000 points.');
    // before GET /api/games/house-edges answers, only the balance counts
    expect(betProblem(101, 5000)).toBeNull();
  });

  it('baccarat counts all its bets together against it', () => {
    expect(baccaratBetProblem(readStakes({ player: '60', banker: '', tie: '50' }), 5000, 100)).toBe('The maximum bet is 100 points per round.');
    expect(baccaratBetProblem(readStakes({ player: '50', banker: '', tie: '50' }), 5000, 100)).toBeNull();
  });
});

describe("blackjack's 'Bet in play' line", () => {
  const hand = (betAmount: number, doubled: boolean): BlackjackHand => ({ cards: [], value: 0, betAmount, doubled, result: null });

  it('is the stake of a hand not split', () => {
    expect(betInPlayText({ betAmount: 30, hands: [] })).toBe('Bet in play: 30 points');
  });

  it('after a split, says what each hand carries, and which was doubled', () => {
    expect(betInPlayText({ betAmount: 60, hands: [hand(30, false), hand(30, false)] })).toBe('Bet in play: 60 points (hand 1: 30 points; hand 2: 30 points)');
    expect(betInPlayText({ betAmount: 90, hands: [hand(60, true), hand(30, false)] })).toBe('Bet in play: 90 points (hand 1: 60 points, doubled; hand 2: 30 points)');
  });
});
