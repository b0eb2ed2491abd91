import type { CurrentUser } from '@app/contracts';
import { Dices, Trophy, TrendingUp, Wallet, type LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { formatCount, formatPoints, formatUsd } from '@/lib/format';
import { useUserStats } from '../api/get-user-stats';

/**
 * One figure with its icon. On a phone (two cards a row) the icon sits above the figure rather than beside
 * it, where it left '100 pts' too little room and broke it in two; the figure never breaks between number and unit.
 */
function StatCard({ label, value, icon: Icon, testId }: { label: string; value: string; icon: LucideIcon; testId: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-muted text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-lg font-bold whitespace-nowrap tabular-nums sm:text-xl" data-testid={testId}>
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
