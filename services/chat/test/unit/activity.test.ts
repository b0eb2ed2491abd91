import { describe, expect, it } from 'vitest';
import { activityFromBet, activityType } from '../../src/domain/activity.js';

const bet = (over: Partial<Parameters<typeof activityFromBet>[0]> = {}) => ({
  roundId: 'round-1',
  userId: 'u1',
  username: 'alice',
  game: 'dice',
  stake: 100,
  payout: 180,
  multiplier: 1.8,
  isWin: true,
  settledAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

describe('live feed items', () => {
  it('shows a winning round as a win of what it won over the stake (net), not of its payout', () => {
    expect(activityFromBet(bet())).toEqual({ id: 'round-1', username: 'alice', game: 'dice', type: 'win', amount: 80, timestamp: '2025-01-01T00:00:00.000Z' });
    expect(activityFromBet(bet({ game: 'blackjack', payout: 250, multiplier: 2.5 }))).toMatchObject({ type: 'blackjack', amount: 150 });
  });

  it('shows a losing round as a loss of its stake', () => {
    expect(activityFromBet(bet({ payout: 0, multiplier: 0, isWin: false }))).toMatchObject({ type: 'loss', amount: 100 });
  });

  it('shows a partial return as a loss of only what did not come back', () => {
    // baccarat: player 10, banker 5, tie 2 (17), banker wins: 9 back
    expect(activityFromBet(bet({ game: 'baccarat', stake: 17, payout: 9, multiplier: 0.53, isWin: false }))).toMatchObject({ type: 'loss', amount: 8 });
    expect(activityFromBet(bet({ game: 'plinko', stake: 10, payout: 5, multiplier: 0.5, isWin: false }))).toMatchObject({ type: 'loss', amount: 5 });
  });

  it('shows a blackjack natural (3:2, 2.5 × stake back) as blackjack and a returned stake as push', () => {
    expect(activityType(bet({ game: 'blackjack', payout: 250, isWin: true }))).toBe('blackjack');
    expect(activityType(bet({ game: 'blackjack', payout: 100, isWin: false }))).toBe('push');
    expect(activityType(bet({ game: 'blackjack', payout: 200, isWin: true }))).toBe('win');
  });

  it('calls the stake returned in any game a push of that stake, as the games service’s feed does (not a loss)', () => {
    expect(activityFromBet(bet({ game: 'wheel', payout: 100, multiplier: 1, isWin: false }))).toMatchObject({ type: 'push', amount: 100 });
  });
});
