import { useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useGameHistory, type HistoryGameFilter, type HistoryPeriod } from '../api/get-game-history';
import { HistoryFilters } from './history-filters';
import { HistoryStatCards } from './history-stat-cards';
import { historyLimitNote } from './history-result';
import { HistoryTable } from './history-table';

/** /game-history: the player's rounds with filters (game and period on the server, search in the page). */
export function GameHistoryPage() {
  const [game, setGame] = useState<HistoryGameFilter>('all');
  const [period, setPeriod] = useState<HistoryPeriod>('all');
  const [search, setSearch] = useState('');
  const history = useGameHistory({ game, period });
  const needle = search.trim().toLowerCase();
  const rows = (history.data ?? []).filter((row) => row.gameType.toLowerCase().includes(needle));
  const limitNote = historyLimitNote(history.data?.length ?? 0);

  return (
    <div className="grid gap-6">
      <HistoryStatCards rows={rows} />
      <Card>
        <CardContent className="grid gap-6 p-6">
          <HistoryFilters game={game} period={period} search={search} onGame={setGame} onPeriod={setPeriod} onSearch={setSearch} />
          {history.isPending ? (
            <Skeleton className="h-48" />
          ) : history.isError ? (
            <p className="py-12 text-center text-destructive">Your game history could not be loaded.</p>
          ) : (
            <>
              {limitNote ? (
                <p className="text-sm text-muted-foreground" data-testid="history-limit-note">
                  {limitNote}
                </p>
              ) : null}
              <HistoryTable rows={rows} />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
