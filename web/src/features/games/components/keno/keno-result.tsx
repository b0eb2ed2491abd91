import type { PostKenoResponse } from '@app/contracts';
import { cn } from '@/lib/utils';
import { outcomeOf } from '../shared/round-outcome';
import { kenoResultText } from './keno-text';

const Ball = ({ n, hit }: { n: number; hit: boolean }) => (
  <span className={cn('grid size-8 place-items-center rounded-full text-xs font-bold', hit ? 'bg-success text-primary-foreground' : 'bg-yellow-500/80 text-slate-900')}>{n}</span>
);

/** The result panel: Drawn Numbers, Your Numbers, '{m} Matches - {x}x Multiplier', then won or lost. */
export function KenoResult({ result, bet }: { result: PostKenoResponse; bet: number }) {
  const outcome = outcomeOf(bet, result.winnings);
  const tone = outcome === 'win' ? 'border-success/40 bg-success/10' : outcome === 'push' ? 'border-border bg-muted' : 'border-destructive/40 bg-destructive/10';
  return (
    <div className={cn('grid gap-3 rounded-lg border p-4', tone)} role="status" data-testid="keno-result" data-outcome={outcome}>
      <div>
        <p className="mb-1.5 text-sm font-semibold">Drawn Numbers</p>
        <div className="flex flex-wrap gap-1" data-testid="keno-drawn-numbers">
          {result.drawnNumbers.map((n) => (
            <Ball key={n} n={n} hit={result.hits.includes(n)} />
          ))}
        </div>
      </div>
      <div>
        <p className="mb-1.5 text-sm font-semibold">Your Numbers</p>
        <div className="flex flex-wrap gap-1" data-testid="keno-your-numbers">
          {result.selectedNumbers.map((n) => (
            <span key={n} className={cn('grid size-8 place-items-center rounded-full text-xs font-bold', result.hits.includes(n) ? 'bg-success text-primary-foreground' : 'bg-primary/30')}>
              {n}
            </span>
          ))}
        </div>
      </div>
      <p className="font-semibold" data-testid="keno-matches">
        {result.matches} {result.matches === 1 ? 'Match' : 'Matches'} - {result.multiplier}x Multiplier
      </p>
      <p className={cn('text-lg font-bold', outcome === 'win' ? 'text-success' : outcome === 'loss' ? 'text-destructive' : 'text-foreground')} data-testid="keno-outcome-text">
        {kenoResultText(bet, result.winnings)}
      </p>
    </div>
  );
}
