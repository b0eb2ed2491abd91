import { Receipt } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SignedAmount } from '@/features/transactions/components/signed-amount';
import { formatDateTime, typeLabel } from '@/features/transactions/components/transaction-label';
import { useUserStats } from '../api/get-user-stats';

/** The 5 newest ledger entries; not shown at all while there are none. */
export function RecentTransactions() {
  const { data } = useUserStats();
  const rows = data?.recentTransactions ?? [];
  if (rows.length === 0) return null;
  return (
    <Card data-testid="recent-transactions">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Receipt className="size-5 text-primary" aria-hidden /> Recent Transactions
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border/60">
          {rows.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-3 py-2.5" data-testid="recent-transaction">
              <div className="min-w-0">
                <p className="truncate font-medium">{t.description || typeLabel(t.type)}</p>
                <p className="text-xs text-muted-foreground">{formatDateTime(t.createdAt)}</p>
              </div>
              <SignedAmount amount={t.amount} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
