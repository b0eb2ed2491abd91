import type { Card as CardData } from '@app/contracts';
import { cn } from '@/lib/utils';

const SUIT_SYMBOL: Record<CardData['suit'], string> = { hearts: '♥', diamonds: '♦', spades: '♠', clubs: '♣' };

/** A playing card face up, or its back (a dealer's hidden hole card). */
export function PlayingCard({ card, index = 0 }: { card: CardData | null; index?: number }) {
  const style = { animationDelay: `${index * 120}ms` };
  if (!card) {
    return (
      <div
        className="card-deal grid h-24 w-16 place-items-center rounded-lg border-2 border-primary/40 bg-[repeating-linear-gradient(45deg,var(--primary)_0_4px,transparent_4px_10px)] opacity-80 shadow-md sm:h-28 sm:w-20"
        style={style}
        data-testid="hidden-card"
        aria-label="Hidden card"
      />
    );
  }
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  return (
    <div
      className={cn('card-deal flex h-24 w-16 flex-col justify-between rounded-lg border bg-white p-1.5 font-bold shadow-md sm:h-28 sm:w-20', red ? 'text-red-600' : 'text-slate-900')}
      style={style}
      data-testid="playing-card"
      data-rank={card.rank}
      data-suit={card.suit}
      aria-label={`${card.rank} of ${card.suit}`}
    >
      <span className="text-sm leading-none sm:text-base">{card.rank}</span>
      <span className="self-center text-2xl sm:text-3xl">{SUIT_SYMBOL[card.suit]}</span>
      <span className="rotate-180 text-sm leading-none sm:text-base">{card.rank}</span>
    </div>
  );
}
