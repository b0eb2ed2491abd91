import { describe, expect, it } from 'vitest';
import { GAME_HISTORY_LIMIT } from '@app/contracts';
import { historyLimitNote } from '../../src/features/game-history/components/history-result';

// GET /api/games/history answers the newest 200 rounds: a player with more read 'Total Games 200' on the
// history page, unexplained, while the games hub's 'Games Played' counted them all.
describe('the game history at the server limit', () => {
  it('says that the table and its totals are of the newest rounds only', () => {
    expect(GAME_HISTORY_LIMIT).toBe(200);
    expect(historyLimitNote(200)).toBe('Showing your latest 200 rounds: the totals above count those only.');
  });

  it('says nothing while every matching round is shown', () => {
    expect(historyLimitNote(199)).toBeNull();
    expect(historyLimitNote(0)).toBeNull();
  });
});
