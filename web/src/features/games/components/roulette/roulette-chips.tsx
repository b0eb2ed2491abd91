import { cn } from '@/lib/utils';

// The chips and quick bets the product spec lists for roulette.
const CHIPS = [1, 5, 10, 25, 100] as const;
const QUICK_BETS = [10, 50, 100] as const;

/** The chip values (1, 5, 10, 25, 100) and the quick bets (10, 50, 100): the amount one click on the board places. */
export function RouletteChips({ chip, onChip, disabled }: { chip: number; onChip: (value: number) => void; disabled: boolean }) {
  return (
    <div className="grid gap-3">
      <div>
        <p className="mb-2 text-sm font-medium" id="roulette-chip-label">
          Chip
        </p>
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-labelledby="roulette-chip-label">
          {CHIPS.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={chip === value}
              disabled={disabled}
              onClick={() => onChip(value)}
              data-testid={`roulette-chip-${value}`}
              className={cn(
                'grid size-11 cursor-pointer place-items-center rounded-full border-4 border-dashed text-sm font-extrabold transition-transform disabled:opacity-50',
                chip === value ? 'scale-110 border-white bg-gold text-gold-foreground' : 'border-white/40 bg-secondary text-foreground hover:scale-105',
              )}
            >
              {value}
            </button>
          ))}
        </div>
      </div>
      <div>
        <p className="mb-2 text-sm font-medium">Quick bets</p>
        <div className="flex gap-2">
          {QUICK_BETS.map((value) => (
            <button
              key={value}
              type="button"
              disabled={disabled}
              onClick={() => onChip(value)}
              aria-pressed={chip === value}
              data-testid={`roulette-quick-${value}`}
              className={cn('flex-1 cursor-pointer rounded-md border px-3 py-1.5 text-sm font-semibold disabled:opacity-50', chip === value ? 'border-gold bg-gold/15 text-gold' : 'border-border hover:bg-accent')}
            >
              {value}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
