import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Bomb, Gem } from 'lucide-react';
import type { MinesRound } from '@app/contracts';
import { cn } from '@/lib/utils';
import { gridArrowTarget } from './grid-arrow-keys';

export type TileView = 'hidden' | 'safe' | 'mine' | 'mine-hit' | 'unrevealed-safe';

const COLUMNS = 5;
const TILES = 25;

/** What a tile shows: hidden while the round is open; once over every mine is shown. */
export function tileView(round: MinesRound | null, tile: number): TileView {
  if (!round) return 'hidden';
  if (round.revealedTiles.includes(tile)) return 'safe';
  if (round.revealedMines.includes(tile)) return round.hitMine && round.tileIndex === tile ? 'mine-hit' : 'mine';
  return round.gameOver ? 'unrevealed-safe' : 'hidden';
}

/**
 * The 25 tiles; a hidden tile of an open round can be clicked to reveal it. For the keyboard the board is
 * one tab stop (the tile last moved to) and the arrow keys move between tiles. A tile that cannot be pressed
 * (revealed, or every tile while a reveal is on its way) is `aria-disabled` rather than `disabled`, which
 * would drop the focus to the page body on every reveal. When the round ends with the focus on the board,
 * the focus goes to `focusWhenOver` (Start Game), where Enter plays again.
 */
export function MinesGrid({
  round,
  onReveal,
  pendingTile,
  disabled,
  focusWhenOver,
}: {
  round: MinesRound | null;
  onReveal: (tile: number) => void;
  pendingTile: number | null;
  disabled: boolean;
  focusWhenOver: RefObject<HTMLElement | null>;
}) {
  const board = useRef<HTMLDivElement>(null);
  const [stop, setStop] = useState(0);
  const open = round !== null && !round.gameOver;

  const over = round?.gameOver ?? false;
  useEffect(() => {
    if (over && board.current?.contains(document.activeElement)) focusWhenOver.current?.focus();
  }, [over, focusWhenOver]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = gridArrowTarget(stop, event.key, COLUMNS, TILES);
    if (next === null) return;
    event.preventDefault();
    setStop(next);
    board.current?.querySelector<HTMLElement>(`[data-tile="${next}"]`)?.focus();
  };

  return (
    <div ref={board} role="group" aria-label="Mines board" onKeyDown={onKeyDown} className="mx-auto grid w-full max-w-md grid-cols-5 gap-2" data-testid="mines-grid">
      {Array.from({ length: TILES }, (_, tile) => {
        const view = tileView(round, tile);
        const clickable = view === 'hidden' && open && !disabled;
        return (
          <button
            key={tile}
            type="button"
            onClick={() => clickable && onReveal(tile)}
            onFocus={() => setStop(tile)}
            aria-disabled={!clickable || undefined}
            tabIndex={open && tile === stop ? 0 : -1}
            data-tile={tile}
            data-testid={`mines-tile-${tile}`}
            data-state={view}
            aria-label={`Tile ${tile + 1}: ${view === 'hidden' ? 'hidden' : view.includes('mine') ? 'mine' : 'safe'}`}
            className={cn(
              'grid aspect-square place-items-center rounded-lg border-2 text-2xl transition-all',
              !clickable && 'cursor-default',
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
