import { cn } from '@/lib/utils';
import { KENO_NUMBERS } from './keno-picks';

interface KenoGridProps {
  selected: readonly number[];
  drawn: readonly number[];
  locked: boolean;
  onToggle: (n: number) => void;
}

/** The 80 numbers: hits green, selected in the primary colour, drawn but unselected yellow (spec section 2). */
export function KenoGrid({ selected, drawn, locked, onToggle }: KenoGridProps) {
  return (
    <div className="grid grid-cols-8 gap-1.5 sm:grid-cols-10" data-testid="keno-grid">
      {Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1).map((n) => {
        const isSelected = selected.includes(n);
        const isDrawn = drawn.includes(n);
        const state = isSelected && isDrawn ? 'hit' : isSelected ? 'selected' : isDrawn ? 'drawn' : 'idle';
        return (
          <button
            key={n}
            type="button"
            onClick={() => onToggle(n)}
            disabled={locked}
            aria-pressed={isSelected}
            data-testid={`keno-number-${n}`}
            data-state={state}
            className={cn(
              'aspect-square rounded-md border text-sm font-bold transition-colors tabular-nums disabled:cursor-default',
              !locked && 'cursor-pointer hover:border-primary',
              state === 'hit' && 'border-success bg-success text-primary-foreground',
              state === 'selected' && 'border-primary bg-primary/80 text-primary-foreground',
              state === 'drawn' && 'border-yellow-500 bg-yellow-500/80 text-slate-900',
              state === 'idle' && 'border-border bg-secondary',
            )}
          >
            {n}
          </button>
        );
      })}
    </div>
  );
}
