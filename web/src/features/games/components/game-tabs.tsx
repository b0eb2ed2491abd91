import type { GameType } from '@app/contracts';
import { cn } from '@/lib/utils';
import { GAME_CATALOGUE } from './game-catalogue';

/** The row of ten game buttons that switches the game shown below it. */
export function GameTabs({ selected, onSelect }: { selected: GameType; onSelect: (game: GameType) => void }) {
  return (
    <div role="tablist" aria-label="Games" className="flex flex-wrap gap-2" data-testid="game-tabs">
      {GAME_CATALOGUE.map(({ id, label, icon: Icon }) => {
        const active = id === selected;
        return (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={`game-panel-${id}`}
            onClick={() => onSelect(id)}
            data-testid={`game-tab-${id}`}
            className={cn(
              'inline-flex cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 text-sm font-semibold transition-colors',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              active ? 'border-primary bg-primary text-primary-foreground shadow-[0_0_24px_-8px_var(--primary)]' : 'border-border bg-card/60 hover:bg-accent',
            )}
          >
            <Icon className="size-4" aria-hidden />
            {label}
          </button>
        );
      })}
    </div>
  );
}
