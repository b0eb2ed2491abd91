import type { ReactNode } from 'react';

/** A demo game's recent results, newest first. */
export function DemoRecent<T>({ game, items, render }: { game: string; items: readonly T[]; render: (item: T) => ReactNode }) {
  return (
    <div className="grid gap-2" data-testid={`demo-${game}-recent`}>
      <p className="text-sm font-semibold">Recent</p>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No games yet</p>
      ) : (
        <div className="flex flex-wrap gap-1.5">
          {items.map((item, i) => (
            <span key={i} className="rounded-md bg-muted px-2 py-1 text-xs font-semibold tabular-nums" data-testid={`demo-${game}-recent-item`}>
              {render(item)}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
