import { FilterSearch, FilterSelect, type FilterOption } from '@/components/ui/filter-fields';
import type { HistoryGameFilter, HistoryPeriod } from '../api/get-game-history';
import { GAME_TYPES, gameLabel } from './game-label';

const GAMES: readonly FilterOption<HistoryGameFilter>[] = [['all', 'All Games'], ...GAME_TYPES.map((game) => [game, gameLabel(game)] as const)];
const PERIODS: readonly FilterOption<HistoryPeriod>[] = [['all', 'All Time'], ['today', 'Today'], ['week', 'This Week'], ['month', 'This Month']];

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
      <FilterSelect id="history-game" label="Game" value={game} options={GAMES} onChange={onGame} testId="history-game-filter" />
      <FilterSelect id="history-period" label="Time Period" value={period} options={PERIODS} onChange={onPeriod} testId="history-period-filter" />
      <FilterSearch id="history-search" label="Search" placeholder="Search by game..." value={search} onChange={onSearch} testId="history-search" />
    </div>
  );
}
