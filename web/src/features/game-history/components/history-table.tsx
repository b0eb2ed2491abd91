import { Link } from 'react-router';
import type { GameResult } from '@app/contracts';
import { paths } from '@/app/paths';
import { Badge } from '@/components/ui/badge';
import { ResponsiveTable, ResponsiveTableActions, ResponsiveTableCell, ResponsiveTableRow, type ResponsiveTableColumn } from '@/components/ui/responsive-table';
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

const COLUMNS: readonly ResponsiveTableColumn[] = [
  { label: 'Game' },
  { label: 'Bet Amount (pts)', align: 'right' },
  { label: 'Multiplier', align: 'right' },
  { label: 'Result' },
  { label: 'Profit/Loss', align: 'right' },
  { label: 'Time' },
  { label: 'Verify', srOnly: true },
];

/**
 * The rounds: Game, Bet Amount (pts), Multiplier, Result, Profit/Loss, Time (and a link to verify it); a
 * card a round on a phone.
 */
export function HistoryTable({ rows }: { rows: readonly GameResult[] }) {
  if (rows.length === 0) {
    return (
      <p className="py-12 text-center text-muted-foreground" data-testid="history-empty">
        No games found matching your filters.
      </p>
    );
  }
  return (
    <ResponsiveTable columns={COLUMNS} data-testid="history-table">
      {rows.map((row) => {
        const profit = row.winAmount - row.betAmount;
        const result = historyResult(row);
        return (
          <ResponsiveTableRow key={row.id} data-testid="history-row" data-round-id={row.id}>
            <ResponsiveTableCell label="Game" className="py-2 font-semibold">
              {gameLabel(row.gameType)}
            </ResponsiveTableCell>
            <ResponsiveTableCell label="Bet Amount (pts)" className="py-2 text-right tabular-nums">
              {formatPoints(row.betAmount)}
            </ResponsiveTableCell>
            <ResponsiveTableCell label="Multiplier" className="py-2 text-right tabular-nums">
              {Number(row.multiplier).toFixed(2)}x
            </ResponsiveTableCell>
            <ResponsiveTableCell label="Result" className="py-2">
              <Badge variant={result === 'win' ? 'default' : result === 'push' ? 'secondary' : 'destructive'} data-testid="history-result" data-result={result}>
                {RESULT_LABEL[result]}
              </Badge>
            </ResponsiveTableCell>
            <ResponsiveTableCell
              label="Profit/Loss"
              className={cn('py-2 text-right font-semibold tabular-nums', profit > 0 ? 'text-success' : profit < 0 ? 'text-destructive' : 'text-muted-foreground')}
            >
              {formatProfit(row)}
            </ResponsiveTableCell>
            <ResponsiveTableCell label="Time" className="py-2 whitespace-nowrap text-muted-foreground">
              {timeFormat.format(new Date(row.createdAt))}
            </ResponsiveTableCell>
            <ResponsiveTableActions className="py-2">
              {/* a small text link in the table (kept at the cell's start); a finger-sized outlined button across a phone's card */}
              <Link
                to={`${paths.fairness}?round=${encodeURIComponent(row.id)}`}
                className="text-xs font-medium text-primary hover:underline md:mr-auto max-md:flex max-md:h-10 max-md:items-center max-md:justify-center max-md:rounded-md max-md:border max-md:border-border max-md:text-sm max-md:hover:bg-accent max-md:hover:no-underline"
                data-testid="history-verify-link"
              >
                Verify
              </Link>
            </ResponsiveTableActions>
          </ResponsiveTableRow>
        );
      })}
    </ResponsiveTable>
  );
}
