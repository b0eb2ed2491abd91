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
  it('shows a winning round as a win of its payout', () => {
    expect(activityFromBet(bet())).toEqual({ id: 'round-1', username: 'alice', game: 'dice', type: 'win', amount: 180, timestamp: '2025-01-01T00:00:00.000Z' });
  });

  it('shows a losing round as a loss of its stake', () => {
    expect(activityFromBet(bet({ payout: 0, multiplier: 0, isWin: false }))).toMatchObject({ type: 'loss', amount: 100 });
  });

  it('shows a blackjack natural (3:2, 2.5 × stake back) as blackjack and a returned stake as push', () => {
    expect(activityType(bet({ game: 'blackjack', payout: 250, isWin: true }))).toBe('blackjack');
    expect(activityType(bet({ game: 'blackjack', payout: 100, isWin: false }))).toBe('push');
    expect(activityType(bet({ game: 'blackjack', payout: 200, isWin: true }))).toBe('win');
  });

  it('does not call a 1x result a push outside blackjack', () => {
    expect(activityType(bet({ game: 'wheel', payout: 100, isWin: false }))).toBe('loss');
  });
});
