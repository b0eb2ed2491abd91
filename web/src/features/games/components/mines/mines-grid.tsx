import { Bomb, Gem } from 'lucide-react';
import type { MinesRound } from '@app/contracts';
import { cn } from '@/lib/utils';

export type TileView = 'hidden' | 'safe' | 'mine' | 'mine-hit' | 'unrevealed-safe';

/** What a tile shows: hidden while the round is open; once over every mine is shown. */
export function tileView(round: MinesRound | null, tile: number): TileView {
  if (!round) return 'hidden';
  if (round.revealedTiles.includes(tile)) return 'safe';
  if (round.revealedMines.includes(tile)) return round.hitMine && round.tileIndex === tile ? 'mine-hit' : 'mine';
  return round.gameOver ? 'unrevealed-safe' : 'hidden';
}

/** The 25 tiles; a hidden tile of an open round can be clicked to reveal it. */
export function MinesGrid({ round, onReveal, pendingTile, disabled }: { round: MinesRound | null; onReveal: (tile: number) => void; pendingTile: number | null; disabled: boolean }) {
  return (
    <div className="mx-auto grid w-full max-w-md grid-cols-5 gap-2" data-testid="mines-grid">
      {Array.from({ length: 25 }, (_, tile) => {
        const view = tileView(round, tile);
        const clickable = view === 'hidden' && round !== null && !round.gameOver && !disabled;
        return (
          <button
            key={tile}
            type="button"
            onClick={() => onReveal(tile)}
            disabled={!clickable}
            data-testid={`mines-tile-${tile}`}
            data-state={view}
            aria-label={`Tile ${tile + 1}: ${view === 'hidden' ? 'hidden' : view.includes('mine') ? 'mine' : 'safe'}`}
            className={cn(
              'grid aspect-square place-items-center rounded-lg border-2 text-2xl transition-all',
              view === 'hidden' && 'border-border bg-secondary',
              clickable && 'cursor-pointer hover:-translate-y-0.5 hover:border-primary hover:bg-accent',
              view === 'safe' && 'border-success/60 bg-success/15 text-success',
              view === 'unrevealed-safe' && 'border-border bg-muted/40 text-success/40',
              view === 'mine' && 'border-destructive/40 bg-destructive/10 text-destructive/70',
              view === 'mine-hit' && 'border-destructive bg-destructive/30 text-destructive',
              pendingTile === tile && 'animate-pulse',
            )}
          >
            {view === 'safe' || view === 'unrevealed-safe' ? <Gem className="size-7" aria-hidden /> : view === 'mine' || view === 'mine-hit' ? <Bomb className="size-7" aria-hidden /> : null}
          </button>
        );
      })}
    </div>
  );
}
