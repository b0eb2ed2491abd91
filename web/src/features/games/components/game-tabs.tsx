import { Tabs } from 'radix-ui';
import { cn } from '@/lib/utils';
import { GAME_CATALOGUE } from './game-catalogue';

/**
 * The row of ten game buttons that switches the game shown below it: Radix's tab list (inside the hub's
 * Tabs root), so it behaves as a WAI-ARIA tab list: one tab stop, the arrow keys (and Home / End) move
 * between the games, Enter or Space opens the focused one (manual activation: a game is not switched
 * by merely moving past it).
 */
export function GameTabs() {
  return (
    <Tabs.List aria-label="Games" className="flex flex-wrap gap-2" data-testid="game-tabs">
      {GAME_CATALOGUE.map(({ id, label, icon: Icon }) => (
        <Tabs.Trigger
          key={id}
          value={id}
          data-testid={`game-tab-${id}`}
          className={cn(
            'inline-flex cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 text-sm font-semibold transition-colors',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            'border-border bg-card/60 hover:bg-accent',
            'data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-primary-foreground data-[state=active]:shadow-[0_0_24px_-8px_var(--primary)]',
          )}
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
