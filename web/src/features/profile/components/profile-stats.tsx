import { History } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Card, CardContent } from '@/components/ui/card';
import { useUserStats } from '@/features/dashboard/api/get-user-stats';
import { formatCount, formatPoints } from '@/lib/format';
import { cn } from '@/lib/utils';

function Stat({ label, value, testId, className }: { label: string; value: string; testId: string; className?: string }) {
  return (
    <Card>
      <CardContent className="p-5">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className={cn('mt-1 text-2xl font-bold tabular-nums', className)} data-testid={testId}>
          {value}
        </p>
      </CardContent>
    </Card>
  );
}

/**
 * Games Played, Total Won, Total Wagered, Net Profit (green with '+' at zero or above, else red), and links to
 * the rounds and withdrawals behind them.
 */
export function ProfileStats() {
  const { data } = useUserStats();
  const s = data?.gameStats;
  const net = s?.netProfit ?? 0;
  return (
    <section className="space-y-2" aria-label="Your stats">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="profile-stats">
        <Stat label="Games Played" value={s ? formatCount(s.gamesPlayed) : '…'} testId="profile-stat-games" />
        <Stat label="Total Won" value={s ? `${formatPoints(s.totalWon)} pts` : '…'} testId="profile-stat-won" />
        <Stat label="Total Wagered" value={s ? `${formatPoints(s.totalWagered)} pts` : '…'} testId="profile-stat-wagered" />
        <Stat
          label="Net Profit"
          value={s ? `${net >= 0 ? '+' : '-'}${formatPoints(Math.abs(net))} pts` : '…'}
          testId="profile-stat-net"
          className={s ? (net >= 0 ? 'text-success' : 'text-destructive') : undefined}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-x-4 gap-y-1 text-sm font-medium">
        <Link to={paths.gameHistory} className="inline-flex items-center gap-1 text-primary hover:underline" data-testid="profile-game-history-link">
          <History className="size-4" aria-hidden /> Game History
        </Link>
        <Link to={paths.withdrawalHistory} className="inline-flex items-center gap-1 text-primary hover:underline" data-testid="profile-withdrawal-history-link">
          <History className="size-4" aria-hidden /> Withdrawal History
        </Link>
      </div>
    </section>
  );
}
