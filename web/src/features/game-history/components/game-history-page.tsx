import { useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useGameHistoryPages, type HistoryGameFilter, type HistoryPeriod } from '../api/get-game-history';
import { useGameHistorySummary } from '../api/get-game-history-summary';
import { HistoryFilters } from './history-filters';
import { HistoryStatCards } from './history-stat-cards';
import { HistoryTable } from './history-table';

// The search goes to the server (the totals count every matching round), once the typing pauses.
const SEARCH_PAUSE_MS = 300;

/**
 * /game-history: the player's rounds with filters (game, period and the search over game names, all
 * applied by the server), 50 at a time with "Load older rounds", and totals over every matching round.
 */
export function GameHistoryPage() {
  const [game, setGame] = useState<HistoryGameFilter>('all');
  const [period, setPeriod] = useState<HistoryPeriod>('all');
  const [search, setSearch] = useState('');
  const filters = { game, period, search: useDebouncedValue(search, SEARCH_PAUSE_MS) };
  const history = useGameHistoryPages(filters);
  const summary = useGameHistorySummary(filters);
  const rows = history.data?.pages.flatMap((p) => p.rows) ?? [];

  return (
    <div className="grid gap-6">
      <HistoryStatCards summary={summary.data} />
      <Card>
        <CardContent className="grid gap-6 p-6">
          <HistoryFilters game={game} period={period} search={search} onGame={setGame} onPeriod={setPeriod} onSearch={setSearch} />
          {history.isPending ? (
            <Skeleton className="h-48" />
          ) : history.isError ? (
            <p className="py-12 text-center text-destructive">Your game history could not be loaded.</p>
          ) : (
            <>
              <HistoryTable rows={rows} />
              {history.hasNextPage ? (
                <LoadMore
                  label="Load older rounds"
                  loading={history.isFetchingNextPage}
                  failure={history.isFetchNextPageError ? 'Older rounds could not be loaded. Please try again.' : null}
                  onLoad={() => void history.fetchNextPage()}
                  testId="history-load-more"
                  failureTestId="history-more-error"
                />
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
