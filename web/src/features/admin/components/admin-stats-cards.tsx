import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Clock, Coins, Users } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { formatCount, formatPoints } from '@/lib/format';
import { useAdminStats } from '../api/get-admin-stats';

interface StatCardProps {
  id: string;
  label: string;
  value: string;
  icon: LucideIcon;
  /** what the figure counts, or a second figure, under it */
  note?: ReactNode;
}

function StatCard({ id, label, value, icon: Icon, note }: StatCardProps) {
  return (
    <Card data-testid={`admin-stat-${id}`}>
      <CardContent className="flex items-center gap-4 p-6">
        <Icon className="size-8 text-primary" aria-hidden />
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold tabular-nums" data-testid={`admin-stat-${id}-value`}>
            {value}
          </p>
          {note ? (
            <p className="text-xs text-muted-foreground" data-testid={`admin-stat-${id}-note`}>
              {note}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * Total Users, Points Distributed, Pending Withdrawals: polled every 30 s, hidden while missing or failed.
 * Points distributed is net: credits outside the games less the points admins took back. The withdrawals
 * card counts those waiting for a decision, and under it, apart, the approved ones an admin still has to
 * pay by hand (money owed to players that no longer shows as pending).
 */
export function AdminStatsCards() {
  const { data, isError } = useAdminStats();
  if (!data || isError) return null;
  return (
    <div className="mb-8 grid gap-4 sm:grid-cols-3" data-testid="admin-stats">
      <StatCard id="total-users" label="Total Users" value={formatCount(data.totalUsers)} icon={Users} />
      <StatCard
        id="points-distributed"
        label="Points Distributed (net)"
        value={formatPoints(data.totalPointsDistributed)}
        icon={Coins}
        note="Bonuses, rewards, offers, rain and admin credits, less admin deductions"
      />
      <StatCard
        id="pending-withdrawals"
        label="Pending Withdrawals"
        value={formatCount(data.pendingWithdrawals)}
        icon={Clock}
        note={
          <>
            <span className="font-semibold tabular-nums" data-testid="admin-stat-awaiting-payment-value">
              {formatCount(data.awaitingPaymentWithdrawals)}
            </span>{' '}
            approved, awaiting payment (not in the pending figure)
          </>
        }
      />
    </div>
  );
}
