import { GAME_HISTORY_LIMIT, type GameResult } from '@app/contracts';
import { formatPoints } from '@/lib/format';

export type HistoryResult = 'win' | 'loss' | 'push';

/**
 * A round's result as the history shows it: the server's isWin (payout > stake) is a win, exactly the
 * stake back (a blackjack push, a 1x slot) a push, anything less a loss.
 */
export function historyResult(row: Pick<GameResult, 'isWin' | 'betAmount' | 'winAmount'>): HistoryResult {
  if (row.isWin) return 'win';
  return row.winAmount === row.betAmount ? 'push' : 'loss';
}

export const RESULT_LABEL: Record<HistoryResult, string> = { win: 'Win', loss: 'Loss', push: 'Push' };

/**
 * The Win Rate card: wins among the rounds that were won or lost, as '62.5%'; a push (stake back) is
 * neither and is left out. '0%' when no round was decided.
 */
export function formatWinRate(rows: readonly Pick<GameResult, 'isWin' | 'betAmount' | 'winAmount'>[]): string {
  const results = rows.map(historyResult);
  const decided = results.filter((r) => r !== 'push').length;
  const wins = results.filter((r) => r === 'win').length;
  return decided ? `${((wins / decided) * 100).toFixed(1)}%` : '0%';
}

/**
 * The server answers at most the newest GAME_HISTORY_LIMIT rounds: when that many came back, the page says
 * the table and its totals are of those (else a player with more rounds reads 'Total Games 200' here while
 * the games hub counts them all). Null when every round matching the filters is shown.
 */
export function historyLimitNote(rowsAnswered: number): string | null {
  return rowsAnswered >= GAME_HISTORY_LIMIT ? `Showing your latest ${formatPoints(GAME_HISTORY_LIMIT)} rounds: the totals above count those only.` : null;
}
