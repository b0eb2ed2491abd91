import { Link } from 'react-router';
import { ArrowRightLeft, Clock, History } from 'lucide-react';
import { paths } from '@/app/paths';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/features/transactions/components/transaction-label';
import { useAllWithdrawals } from '@/features/withdrawal-history/api/use-all-withdrawals';
import { WithdrawalStatusBadge } from '@/features/withdrawal-history/components/status-badge';
import { HISTORY_PARTLY_UNAVAILABLE, HISTORY_UNAVAILABLE } from '@/features/withdrawal-history/components/history-unavailable';
import { truncate } from '@/features/withdrawal-history/components/truncate';
import { formatPoints, pointsToUsd } from '@/lib/format';
import { useWithdrawalLimits } from '../api/get-withdrawal-limits';
import { methodLabel } from './withdraw-methods';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-2 text-sm" data-testid={testId}>
      <span className="text-muted-foreground">{label}</span>
      <span className="font-semibold">{value}</span>
    </div>
  );
}

/** 100 points = $1 everywhere (design section 7). */
export function ConversionRatesCard() {
  return (
    <Card data-testid="conversion-rates-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ArrowRightLeft className="size-4 text-primary" aria-hidden /> Conversion Rates
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <Row label="Robux" value="1 point = 1 Robux" />
        <Row label="PayPal / Zelle / CashApp" value="100 points = $1.00" />
        <Row label="1,000 points" value="$10.00" />
        <Row label="5,000 points" value="$50.00" />
      </CardContent>
    </Card>
  );
}

/** The limits the wallet enforces now (GET /api/withdrawal/limits), which an admin may change. */
export function WithdrawalLimitsCard() {
  const { data: limits, isPending } = useWithdrawalLimits();
  const points = (n: number) => `${formatPoints(n)} points`;
  return (
    <Card data-testid="withdrawal-limits-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Clock className="size-4 text-primary" aria-hidden /> Withdrawal Limits
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {limits ? (
          <>
            <Row label="Minimum (Robux)" value={points(limits.minRobux)} testId="withdrawal-limit-robux" />
            <Row label="Minimum (PayPal, Zelle, CashApp)" value={points(limits.minManual)} testId="withdrawal-limit-manual" />
            <Row label="Daily limit" value={points(limits.dailyLimit)} testId="withdrawal-limit-daily" />
          </>
        ) : isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <p className="text-sm text-muted-foreground">The limits could not be loaded.</p>
        )}
        <Row label="Processing time" value="24-48 hours" />
      </CardContent>
    </Card>
  );
}

/** The latest 5 withdrawals; references truncated to 10 characters; 'View All' goes to the full history. */
export function RecentWithdrawalsCard() {
  const { entries, isLoading, failed } = useAllWithdrawals();
  const latest = entries.slice(0, 5);
  return (
    <Card data-testid="recent-withdrawals-card">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="size-4 text-primary" aria-hidden /> Withdrawal History
        </CardTitle>
        <Link to={paths.withdrawalHistory} className="text-sm font-medium text-primary hover:underline" data-testid="withdrawals-view-all">
          View All
        </Link>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : failed === 'all' ? (
          <p className="text-sm text-muted-foreground" data-testid="recent-withdrawals-unavailable">
            {HISTORY_UNAVAILABLE}
          </p>
        ) : latest.length === 0 && failed === 'none' ? (
          <p className="text-sm text-muted-foreground">No withdrawals yet.</p>
        ) : (
          <>
            {failed === 'some' ? (
              <p className="mb-3 text-xs text-warning" data-testid="recent-withdrawals-partly-unavailable">
                {HISTORY_PARTLY_UNAVAILABLE}
              </p>
            ) : null}
            <ul className="space-y-3">
              {latest.map((w) => (
                <li key={w.id} className="space-y-1 text-sm" data-testid="recent-withdrawal">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-semibold">
                      {methodLabel(w.method)} · {formatPoints(w.amount)} pts
                    </span>
                    <WithdrawalStatusBadge status={w.status} />
                  </div>
                  <div className="flex justify-between gap-2 text-xs text-muted-foreground">
                    <span>{formatDate(w.createdAt)}</span>
                    <span>{w.paymentReference ? truncate(w.paymentReference, 10) : pointsToUsd(w.amount)}</span>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
