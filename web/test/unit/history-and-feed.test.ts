import { describe, expect, it } from 'vitest';
import type { Activity } from '@app/contracts';
import { formatWinRate, historyResult } from '../../src/features/game-history/components/history-result';
import { activityLine } from '../../src/features/live-feed/components/activity-text';
import { groupActivities } from '../../src/features/live-feed/components/group-activities';
import { activityOf } from '../../../services/games/src/domain/history';

const row = (betAmount: number, winAmount: number) => ({ betAmount, winAmount, isWin: winAmount > betAmount });

describe('game history results (finding 6)', () => {
  it('labels the stake back (a blackjack push, 1.00x) Push, not Loss', () => {
    expect(historyResult(row(10, 10))).toBe('push');
    expect(historyResult(row(10, 0))).toBe('loss');
    expect(historyResult(row(10, 5))).toBe('loss');
    expect(historyResult(row(10, 20))).toBe('win');
  });

  it('rates wins among the rounds won or lost (the summary counts pushes apart)', () => {
    expect(formatWinRate({ wins: 1, losses: 0 })).toBe('100.0%');
    expect(formatWinRate({ wins: 1, losses: 1 })).toBe('50.0%');
    expect(formatWinRate({ wins: 2, losses: 1 })).toBe('66.7%');
    expect(formatWinRate({ wins: 0, losses: 0 })).toBe('0%');
  });
});

describe('live activity wording (finding 5)', () => {
  const at = (s: number) => new Date(Date.UTC(2025, 0, 1, 12, 0, s)).toISOString();
  const item = (id: string, game: string, stake: number, payout: number, s: number): Activity => ({
    id,
    username: 'player_one',
    game,
    ...activityOf({ stake, payout, outcome: null }),
    timestamp: at(s),
  });

  it('reports what was lost net when part of the stake came back, and wins net too', () => {
    // two baccarat rounds of 17 staked, 9 back each: 16 lost, not 34
    const baccarat = groupActivities([item('a', 'baccarat', 17, 9, 1), item('b', 'baccarat', 17, 9, 2)]);
    expect(baccarat.map(activityLine)).toEqual(['player_one lost 16 points on Baccarat (×2)']);
    // plinko 0.38x, 0.53x and 0.93x on 10 each pay 3, 5 and 9 back: 13 lost, not the 30 staked
    const plinko = groupActivities([item('c', 'plinko', 10, 3, 1), item('d', 'plinko', 10, 5, 2), item('e', 'plinko', 10, 9, 3)]);
    expect(plinko.map(activityLine)).toEqual(['player_one lost 13 points on Plinko (×3)']);
    // a baccarat win that raised the balance by 2 reads 'won 2', not the 19 paid back
    expect(groupActivities([item('f', 'baccarat', 17, 19, 1)]).map(activityLine)).toEqual(['player_one won 2 points on Baccarat']);
  });

  it('says a blackjack natural and a push plainly, in the singular for one point', () => {
    expect(activityLine({ username: 'ann', type: 'blackjack', amount: 15, game: 'blackjack', count: 1 })).toBe('ann hit blackjack and won 15 points on Blackjack');
    expect(activityLine({ username: 'ann', type: 'push', amount: 10, game: 'blackjack', count: 1 })).toBe('ann pushed, got back 10 points on Blackjack');
    expect(activityLine({ username: 'ann', type: 'win', amount: 1, game: 'dice', count: 1 })).toBe('ann won 1 point on Dice');
  });
});
