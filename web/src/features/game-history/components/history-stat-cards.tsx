import type { GetGameHistorySummaryResponse } from '@app/contracts';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPoints } from '@/lib/format';
import { cn } from '@/lib/utils';
import { formatWinRate } from './history-result';

function StatCard({ label, value, testId, className }: { label: string; value: string | undefined; testId: string; className?: string }) {
  return (
    <Card>
      <CardContent className="p-5">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-2 h-7 w-20" />
        ) : (
          <p className={cn('mt-1 text-2xl font-bold tabular-nums', className)} data-testid={testId}>
            {value}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Totals over every round the filters keep (the server's summary, however many pages the table has read):
 * games, win rate (pushes left out), wagered, net profit. Placeholders until the first answer.
 */
export function HistoryStatCards({ summary }: { summary: GetGameHistorySummaryResponse | undefined }) {
  const net = summary?.netProfit ?? 0;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="history-stats">
      <StatCard label="Total Games" value={summary && formatPoints(summary.totalGames)} testId="history-stat-games" />
      <StatCard label="Win Rate" value={summary && formatWinRate(summary)} testId="history-stat-win-rate" />
      <StatCard label="Total Wagered" value={summary && `${formatPoints(summary.totalWagered)} pts`} testId="history-stat-wagered" />
      <StatCard
        label="Net Profit"
        value={summary && `${net >= 0 ? '+' : '-'}${formatPoints(Math.abs(net))} pts`}
        testId="history-stat-net"
        className={net < 0 ? 'text-destructive' : 'text-success'}
      />
    </div>
  );
}
