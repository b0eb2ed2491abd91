import { cn } from '@/lib/utils';

export type CrashDisplayState = 'idle' | 'running' | 'cashed' | 'crashed';

/** The big multiplier: climbing while running, green once cashed out, red 'CRASHED' at the crash point. */
export function CrashDisplay({ multiplier, state, crashPoint }: { multiplier: number; state: CrashDisplayState; crashPoint: number | null }) {
  return (
    <div
      className={cn(
        'relative grid min-h-64 place-items-center overflow-hidden rounded-xl border bg-gradient-to-b from-background to-muted/40 p-6 text-center',
        state === 'crashed' && 'border-destructive/60',
        state === 'cashed' && 'border-success/60',
      )}
      data-testid="crash-display"
      data-state={state}
    >
      <div>
        <p
          className={cn('text-6xl font-extrabold tabular-nums sm:text-7xl', state === 'crashed' ? 'text-destructive' : state === 'cashed' ? 'text-success' : 'text-foreground')}
          data-testid="crash-multiplier"
          data-multiplier={multiplier.toFixed(2)}
        >
          {multiplier.toFixed(2)}x
        </p>
        {state === 'crashed' ? (
          <p className="mt-2 text-lg font-bold text-destructive" data-testid="crash-crashed">
            CRASHED{crashPoint !== null ? ` at ${crashPoint.toFixed(2)}x` : ''}
          </p>
        ) : state === 'running' ? (
          <p className="mt-2 text-sm text-muted-foreground">Cash out before it crashes!</p>
        ) : state === 'idle' ? (
          <p className="mt-2 text-sm text-muted-foreground">Place a bet to launch</p>
        ) : null}
      </div>
    </div>
  );
}
