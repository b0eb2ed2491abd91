import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { HistoryGameFilter, HistoryPeriod } from '../api/get-game-history';
import { GAME_TYPES, gameLabel } from './game-label';

const PERIODS: readonly { value: HistoryPeriod; label: string }[] = [
  { value: 'all', label: 'All Time' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
];

interface HistoryFiltersProps {
  game: HistoryGameFilter;
  period: HistoryPeriod;
  search: string;
  onGame: (game: HistoryGameFilter) => void;
  onPeriod: (period: HistoryPeriod) => void;
  onSearch: (search: string) => void;
}

/** Game type (all ten), time period and a text search over the game type. */
export function HistoryFilters({ game, period, search, onGame, onPeriod, onSearch }: HistoryFiltersProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-3" data-testid="history-filters">
      <div className="grid gap-2">
        <Label htmlFor="history-game">Game</Label>
        <NativeSelect id="history-game" value={game} onChange={(e) => onGame(e.target.value as HistoryGameFilter)} data-testid="history-game-filter">
          <option value="all">All Games</option>
          {GAME_TYPES.map((g) => (
            <option key={g} value={g}>
              {gameLabel(g)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="history-period">Time Period</Label>
        <NativeSelect id="history-period" value={period} onChange={(e) => onPeriod(e.target.value as HistoryPeriod)} data-testid="history-period-filter">
          {PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="history-search">Search</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input id="history-search" className="pl-9" placeholder="Search by game..." value={search} onChange={(e) => onSearch(e.target.value)} data-testid="history-search" />
        </div>
      </div>
    </div>
  );
}
