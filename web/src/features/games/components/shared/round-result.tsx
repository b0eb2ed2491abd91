import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export type RoundOutcome = 'win' | 'loss' | 'push';

/**
 * The result line of a finished round, shown only once the animation has ended on the server's outcome.
 * `data-outcome` lets a browser test read the result without parsing the text.
 */
export function RoundResult({ game, outcome, children }: { game: string; outcome: RoundOutcome; children: ReactNode }) {
  return (
    <div
      role="status"
      data-testid={`${game}-result`}
      data-outcome={outcome}
      className={cn(
        'rounded-lg border px-4 py-3 text-center font-semibold',
        outcome === 'win' && 'border-success/40 bg-success/10 text-success',
        outcome === 'loss' && 'border-destructive/40 bg-destructive/10 text-destructive',
        outcome === 'push' && 'border-border bg-muted text-foreground',
      )}
    >
      {children}
    </div>
  );
}
