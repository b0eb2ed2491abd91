import { Link } from 'react-router';
import type { GameResult } from '@app/contracts';
import { paths } from '@/app/paths';
import { Badge } from '@/components/ui/badge';
import { formatPoints } from '@/lib/format';
import { cn } from '@/lib/utils';
import { gameLabel } from './game-label';
import { historyResult, RESULT_LABEL } from './history-result';

/** Profit/Loss = winAmount − betAmount, with '+' when positive (spec section 2). */
export function formatProfit(row: GameResult): string {
  const profit = row.winAmount - row.betAmount;
  return profit > 0 ? `+${formatPoints(profit)}` : formatPoints(profit);
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The rounds: Game, Bet Amount (pts), Multiplier, Result, Profit/Loss, Time (and a link to verify it). */
export function HistoryTable({ rows }: { rows: readonly GameResult[] }) {
  if (rows.length === 0) {
    return (
      <p className="py-12 text-center text-muted-foreground" data-testid="history-empty">
        No games found matching your filters.
      </p>
    );
  }
  // `relative`: the header's absolutely positioned sr-only text must stay inside this scroller, or it
  // widens the whole page on a phone
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm" data-testid="history-table">
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th className="px-3 py-2 font-medium">Game</th>
            <th className="px-3 py-2 text-right font-medium">Bet Amount (pts)</th>
            <th className="px-3 py-2 text-right font-medium">Multiplier</th>
            <th className="px-3 py-2 font-medium">Result</th>
            <th className="px-3 py-2 text-right font-medium">Profit/Loss</th>
            <th className="px-3 py-2 font-medium">Time</th>
            <th className="px-3 py-2">
              <span className="sr-only">Verify</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const profit = row.winAmount - row.betAmount;
            const result = historyResult(row);
            return (
              <tr key={row.id} className="border-b border-border/50 hover:bg-muted/30" data-testid="history-row" data-round-id={row.id}>
                <td className="px-3 py-2 font-semibold">{gameLabel(row.gameType)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatPoints(row.betAmount)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{Number(row.multiplier).toFixed(2)}x</td>
                <td className="px-3 py-2">
                  <Badge variant={result === 'win' ? 'default' : result === 'push' ? 'secondary' : 'destructive'} data-testid="history-result" data-result={result}>
                    {RESULT_LABEL[result]}
                  </Badge>
                </td>
                <td className={cn('px-3 py-2 text-right font-semibold tabular-nums', profit > 0 ? 'text-success' : profit < 0 ? 'text-destructive' : 'text-muted-foreground')}>{formatProfit(row)}</td>
                <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">{timeFormat.format(new Date(row.createdAt))}</td>
                <td className="px-3 py-2">
                  <Link to={`${paths.fairness}?round=${encodeURIComponent(row.id)}`} className="text-xs font-medium text-primary hover:underline" data-testid="history-verify-link">
                    Verify
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
