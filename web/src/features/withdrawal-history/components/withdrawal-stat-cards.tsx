import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatPoints, pointsToUsd } from '@/lib/format';
import { useWithdrawalSummary } from '../api/get-withdrawal-summary';

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

/**
 * Total Withdrawn (sum of completed), and the Pending, Completed and Failed counts, as the server sums
 * them over every withdrawal (the table below lists only the latest ones).
 */
export function WithdrawalStatCards() {
  const { data, isPending, isError } = useWithdrawalSummary();
  if (isPending) return <Skeleton className="h-28 w-full" data-testid="withdrawal-stats-loading" />;
  const shown = (n: number) => (isError ? '—' : formatCount(n));
  const total = data?.totalWithdrawn ?? 0;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="withdrawal-stats">
      <StatCard label="Total Withdrawn" value={isError ? '—' : `${formatPoints(total)} pts`} sub={isError ? 'Unavailable right now' : pointsToUsd(total)} testId="withdrawal-stat-total" />
      <StatCard label="Pending" value={shown(data?.pending ?? 0)} testId="withdrawal-stat-pending" />
      <StatCard label="Completed" value={shown(data?.completed ?? 0)} testId="withdrawal-stat-completed" />
      <StatCard label="Failed" value={shown(data?.failed ?? 0)} testId="withdrawal-stat-failed" />
    </div>
  );
}
