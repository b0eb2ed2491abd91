import type { WithdrawalEntry } from '@app/contracts';
import { Card, CardContent } from '@/components/ui/card';
import { formatCount, formatPoints, pointsToUsd } from '@/lib/format';
import { statusGroup } from './withdrawal-filters';

function StatCard({ label, value, sub, testId }: { label: string; value: string; sub?: string; testId: string }) {
  return (
    <Card>
      <CardContent className="p-5">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
          {value}
        </p>
        {sub ? <p className="text-xs text-muted-foreground">{sub}</p> : null}
      </CardContent>
    </Card>
  );
}

/** Total Withdrawn (sum of completed), and the Pending, Completed and Failed counts. */
export function WithdrawalStatCards({ entries }: { entries: readonly WithdrawalEntry[] }) {
  const completed = entries.filter((w) => w.status === 'completed');
  const total = completed.reduce((sum, w) => sum + w.amount, 0);
  const count = (group: 'pending' | 'failed') => entries.filter((w) => statusGroup(w.status) === group).length;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="withdrawal-stats">
      <StatCard label="Total Withdrawn" value={`${formatPoints(total)} pts`} sub={pointsToUsd(total)} testId="withdrawal-stat-total" />
      <StatCard label="Pending" value={formatCount(count('pending'))} testId="withdrawal-stat-pending" />
      <StatCard label="Completed" value={formatCount(completed.length)} testId="withdrawal-stat-completed" />
      <StatCard label="Failed" value={formatCount(count('failed'))} testId="withdrawal-stat-failed" />
    </div>
  );
}
