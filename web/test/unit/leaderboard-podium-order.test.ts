import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LeaderboardUser } from '@app/contracts';
import { LeaderboardPodium } from '../../src/features/leaderboard/components/leaderboard-podium';

// Found on a 390 px phone: the podium's three cards stack in one column, and they stacked 2nd, 1st, 3rd
// (the order that puts the winner in the middle of a row). They now come in rank order, as a screen
// reader reads them too; only from the `sm` width on is the winner moved to the middle of the row.
const user = (n: number): LeaderboardUser => ({
  id: `u${n}`,
  username: `player${n}`,
  points: 1000 - n,
  totalEarned: 1000 - n,
  gamesPlayed: 0,
  level: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  isAdmin: false,
});

describe('the leaderboard podium', () => {
  it('lists 1st, 2nd and 3rd in rank order, the winner put in the middle only on wide screens', () => {
    const html = renderToStaticMarkup(createElement(LeaderboardPodium, { users: [user(1), user(2), user(3)] }));
    const order = [...html.matchAll(/data-testid="podium-(\d)"/g)].map((m) => m[1]);
    expect(order).toEqual(['1', '2', '3']);
    const cards = html.split('data-testid="podium-').slice(0, 3);
    expect(cards[0]).toContain('sm:order-2');
    expect(cards[1]).toContain('sm:order-1');
  });
});
