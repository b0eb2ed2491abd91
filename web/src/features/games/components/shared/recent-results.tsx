import type { ReactNode } from 'react';
import { SideCard } from './game-layout';

/** A game's recent results card: newest first, an empty text until the first round. */
export function RecentResults<T>({ game, title = 'Recent Games', items, empty = 'No games yet', render }: { game: string; title?: string; items: readonly T[]; empty?: string; render: (item: T) => ReactNode }) {
  return (
    <SideCard title={title} testId={`${game}-recent`}>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-1.5">
          {items.map((item, i) => (
            <li key={i} className="flex items-center justify-between gap-2 rounded-md bg-muted/50 px-3 py-1.5 text-sm" data-testid={`${game}-recent-item`}>
              {render(item)}
            </li>
          ))}
        </ul>
      )}
    </SideCard>
  );
}
