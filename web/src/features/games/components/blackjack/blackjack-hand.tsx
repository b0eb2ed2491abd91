import type { Card } from '@app/contracts';
import { cn } from '@/lib/utils';
import { PlayingCard } from '../shared/playing-card';

/**
 * One hand's cards and total; `hidden` face-down cards (the dealer's hole card while the round is played).
 * Test ids `{testPrefix}-hand` and `{testPrefix}-value` (default `blackjack-{side}`; split hands use
 * `blackjack-split-{i}`); the split hand in play is marked `active` (`data-active`).
 */
export function BlackjackHand({
  side,
  label,
  cards,
  hidden = 0,
  value,
  testPrefix = `blackjack-${side}`,
  active = false,
}: {
  side: 'player' | 'dealer';
  label: string;
  cards: readonly Card[];
  hidden?: number;
  value: number | null;
  testPrefix?: string;
  active?: boolean;
}) {
  return (
    <div className={cn('grid justify-items-center gap-2 rounded-xl p-2', active && 'ring-2 ring-gold')} data-testid={`${testPrefix}-hand`} data-active={active ? 'true' : undefined}>
      <p className="text-sm font-semibold text-muted-foreground">
        {label}
        {value !== null ? (
          <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-foreground tabular-nums" data-testid={`${testPrefix}-value`}>
            {value}
          </span>
        ) : null}
      </p>
      <div className="flex min-h-28 flex-wrap justify-center gap-2">
        {cards.map((card, i) => (
          <PlayingCard key={i} card={card} index={i} />
        ))}
        {Array.from({ length: hidden }, (_, i) => (
          <PlayingCard key={`hidden-${i}`} card={null} index={cards.length + i} />
        ))}
      </div>
    </div>
  );
}
