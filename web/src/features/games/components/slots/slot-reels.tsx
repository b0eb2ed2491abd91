import type { SlotSymbol } from '@app/contracts';
import { cn } from '@/lib/utils';
import { SYMBOL_FACE } from './slot-symbols';

/** The three reels; a reel still spinning blurs its changing symbol. */
export function SlotReels({ symbols, spinning }: { symbols: readonly SlotSymbol[]; spinning: readonly boolean[] }) {
  return (
    <div className="mx-auto grid max-w-md grid-cols-3 gap-3 rounded-2xl border-4 border-gold/60 bg-gradient-to-b from-muted to-background p-4 shadow-[0_0_40px_-12px_var(--gold)]">
      {symbols.map((symbol, i) => (
        <div
          key={i}
          className="grid aspect-[3/4] place-items-center overflow-hidden rounded-xl border border-border bg-white/95"
          data-testid={`slots-reel-${i}`}
          data-symbol={spinning[i] ? '' : symbol}
          data-spinning={spinning[i] ? 'true' : 'false'}
          aria-label={spinning[i] ? `Reel ${i + 1} spinning` : `Reel ${i + 1}: ${symbol}`}
        >
          <span className={cn('text-5xl sm:text-6xl', spinning[i] && 'translate-y-1 blur-[2px]')}>{SYMBOL_FACE[symbol]}</span>
        </div>
      ))}
    </div>
  );
}
