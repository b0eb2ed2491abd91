import type { GameResult } from '@app/contracts';

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
export function formatWinRate({ wins, losses }: { wins: number; losses: number }): string {
  const decided = wins + losses;
  return decided ? `${((wins / decided) * 100).toFixed(1)}%` : '0%';
}
