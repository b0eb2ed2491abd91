import type { GameResult } from '@app/contracts';
import { Card, CardContent } from '@/components/ui/card';
import { formatPoints } from '@/lib/format';
import { cn } from '@/lib/utils';
import { formatWinRate } from './history-result';

function StatCard({ label, value, testId, className }: { label: string; value: string; testId: string; className?: string }) {
  return (
    <Card>
      <CardContent className="p-5">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</p>
        <p className={cn('mt-1 text-2xl font-bold tabular-nums', className)} data-testid={testId}>
          {value}
        </p>
      </CardContent>
    </Card>
  );
}

/** Totals over the rows shown (after the filters): games, win rate (pushes left out), wagered, net profit. */
export function HistoryStatCards({ rows }: { rows: readonly GameResult[] }) {
  const wagered = rows.reduce((s, r) => s + r.betAmount, 0);
  const won = rows.reduce((s, r) => s + r.winAmount, 0);
  const net = won - wagered;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="history-stats">
      <StatCard label="Total Games" value={formatPoints(rows.length)} testId="history-stat-games" />
      <StatCard label="Win Rate" value={formatWinRate(rows)} testId="history-stat-win-rate" />
      <StatCard label="Total Wagered" value={`${formatPoints(wagered)} pts`} testId="history-stat-wagered" />
      <StatCard
        label="Net Profit"
        value={`${net >= 0 ? '+' : '-'}${formatPoints(Math.abs(net))} pts`}
        testId="history-stat-net"
        className={net < 0 ? 'text-destructive' : 'text-success'}
      />
    </div>
  );
}
