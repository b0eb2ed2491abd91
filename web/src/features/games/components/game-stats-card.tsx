import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPoints } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useGameStats } from '../api/get-game-stats';

/** Net profit: a plus sign at zero or above, red when negative (spec section 2). */
export function formatNetProfit(net: number): string {
  return net >= 0 ? `+${formatPoints(net)}` : `-${formatPoints(Math.abs(net))}`;
}

function Stat({ label, value, testId, className }: { label: string; value: string | undefined; testId: string; className?: string }) {
  return (
    <div className="rounded-lg bg-muted/50 p-4">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</p>
      {value === undefined ? <Skeleton className="mt-2 h-7 w-20" /> : <p className={cn('mt-1 text-2xl font-bold tabular-nums', className)} data-testid={testId}>{value}</p>}
    </div>
  );
}

/** 'Your Game Stats' (GET /api/games/stats): games played, wagered, won and net profit, and the way to every round behind them. */
export function GameStatsCard() {
  const { data, isError } = useGameStats();
  const net = data?.netProfit;
  return (
    <Card data-testid="game-stats-card">
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-3">
        <CardTitle className="flex items-center gap-2">
          <BarChart3 className="size-5 text-primary" aria-hidden /> Your Game Stats
        </CardTitle>
        <Link to={paths.gameHistory} className="text-sm font-medium text-primary hover:underline" data-testid="game-stats-history-link">
          Game History
        </Link>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-muted-foreground">Your stats could not be loaded.</p>
        ) : (
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <Stat label="Games Played" value={data ? formatPoints(data.gamesPlayed) : undefined} testId="game-stats-played" />
            <Stat label="Total Wagered" value={data ? formatPoints(data.totalWagered) : undefined} testId="game-stats-wagered" />
            <Stat label="Total Won" value={data ? formatPoints(data.totalWon) : undefined} testId="game-stats-won" />
            <Stat
              label="Net Profit"
              value={net === undefined ? undefined : formatNetProfit(net)}
              testId="game-stats-net"
              className={net !== undefined && net < 0 ? 'text-destructive' : 'text-success'}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
