import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { gameLabel } from '@/features/game-history/components/game-label';
import { useTransactions } from '../api/get-transactions';
import { SignedAmount } from './signed-amount';
import { formatDateTime, typeLabel } from './transaction-label';

/**
 * The player's ledger: description (or type), date, game type when there is one, signed amount. The
 * newest 50 first; "Load more" at the end adds the next 50 older ones while there are any.
 */
export function TransactionList() {
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useTransactions();
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (isError && !data) return <p className="py-6 text-center text-muted-foreground">Transactions are unavailable right now.</p>;
  const rows = data?.pages.flatMap((page) => page.entries) ?? [];
  if (rows.length === 0) {
    return (
      <p className="py-8 text-center text-muted-foreground" data-testid="transactions-empty">
        No transactions yet. Start playing games to see your transaction history!
      </p>
    );
  }
  return (
    <div>
      <ul className="divide-y divide-border/60" data-testid="transaction-list">
        {rows.map((t) => (
          <li key={t.id} className="flex items-center justify-between gap-3 py-3" data-testid="transaction-row">
            <div className="min-w-0">
              <p className="truncate font-medium">{t.description || typeLabel(t.type)}</p>
              <p className="text-xs text-muted-foreground">
                {formatDateTime(t.createdAt)}
                {t.gameType ? ` · ${gameLabel(t.gameType)}` : null}
              </p>
            </div>
            <SignedAmount amount={t.amount} />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <LoadMore
          label="Load more"
          loading={isFetchingNextPage}
          failure={isFetchNextPageError ? 'Older transactions could not be loaded. Please try again.' : null}
          onLoad={() => void fetchNextPage()}
          testId="transactions-load-more"
          failureTestId="transactions-more-error"
          className="pt-4"
        />
      ) : null}
    </div>
  );
}
