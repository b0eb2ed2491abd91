import type { LucideIcon } from 'lucide-react';
import { Clock, Coins, Users } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { formatCount, formatPoints } from '@/lib/format';
import { useAdminStats } from '../api/get-admin-stats';

function StatCard({ id, label, value, icon: Icon }: { id: string; label: string; value: string; icon: LucideIcon }) {
  return (
    <Card data-testid={`admin-stat-${id}`}>
      <CardContent className="flex items-center gap-4 p-6">
        <Icon className="size-8 text-primary" aria-hidden />
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold tabular-nums" data-testid={`admin-stat-${id}-value`}>
            {value}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

/** Total Users, Points Distributed, Pending Withdrawals: polled every 30 s, hidden while missing or failed. */
export function AdminStatsCards() {
  const { data, isError } = useAdminStats();
  if (!data || isError) return null;
  return (
    <div className="mb-8 grid gap-4 sm:grid-cols-3" data-testid="admin-stats">
      <StatCard id="total-users" label="Total Users" value={formatCount(data.totalUsers)} icon={Users} />
      <StatCard id="points-distributed" label="Points Distributed" value={formatPoints(data.totalPointsDistributed)} icon={Coins} />
      <StatCard id="pending-withdrawals" label="Pending Withdrawals" value={formatCount(data.pendingWithdrawals)} icon={Clock} />
    </div>
  );
}
