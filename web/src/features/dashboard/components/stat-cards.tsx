import type { CurrentUser } from '@app/contracts';
import { Dices, Trophy, TrendingUp, Wallet, type LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { formatCount, formatPoints, formatUsd } from '@/lib/format';
import { useUserStats } from '../api/get-user-stats';

function StatCard({ label, value, icon: Icon, testId }: { label: string; value: string; icon: LucideIcon; testId: string }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 p-5">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-muted text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-xl font-bold tabular-nums" data-testid={testId}>
            {value}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

/** Total Earned, Games Played, Total Won and Withdrawn (dollars). */
export function StatCards({ user }: { user: CurrentUser }) {
  const { data } = useUserStats();
  const games = data?.gameStats;
  return (
    <div className="grid grid-cols-2 gap-4 xl:grid-cols-4" data-testid="dashboard-stats">
      <StatCard label="Total Earned" value={`${formatPoints(user.totalEarned)} pts`} icon={TrendingUp} testId="stat-total-earned" />
      <StatCard label="Games Played" value={games ? formatCount(games.gamesPlayed) : '…'} icon={Dices} testId="stat-games-played" />
      <StatCard label="Total Won" value={games ? `${formatPoints(games.totalWon)} pts` : '…'} icon={Trophy} testId="stat-total-won" />
      <StatCard label="Withdrawn" value={formatUsd(user.totalWithdrawn)} icon={Wallet} testId="stat-withdrawn" />
    </div>
  );
}
