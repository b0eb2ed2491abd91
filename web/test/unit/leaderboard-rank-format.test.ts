import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeaderboardSummary } from '../../src/features/leaderboard/components/leaderboard-summary';

// A player below the top 100 is told their rank from /api/user/stats: on a big site that is a number of
// thousands, which the card showed as '#12345' next to 'Total Players 40,000'.
describe('the leaderboard summary', () => {
  it('shows a rank with its thousands separated, as the player count beside it', () => {
    const html = renderToStaticMarkup(createElement(LeaderboardSummary, { totalUsers: 40_000, rank: 12_345, points: 1_500 }));
    expect(html).toContain('#12,345');
    expect(html).toContain('40,000');
  });

  it("shows 'N/A' without a rank (a banned player)", () => {
    expect(renderToStaticMarkup(createElement(LeaderboardSummary, { totalUsers: 3, rank: null, points: 0 }))).toContain('N/A');
  });
});
