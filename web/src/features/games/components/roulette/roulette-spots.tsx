import type { CSSProperties } from 'react';
import { formatPoints, formatPointsWithUnit } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { BetSpot } from './roulette-layout';

interface SpotProps {
  spot: BetSpot;
  amount: number | undefined;
  onBet: (spot: BetSpot) => void;
  disabled: boolean;
  /** the pointer or focus is on this spot: the board lights up the pockets it covers */
  onPreview?: (spot: BetSpot | null) => void;
  className?: string;
  style?: CSSProperties;
}

const accessibleName = (spot: BetSpot, amount: number | undefined) => `${spot.label}${amount ? `, ${formatPointsWithUnit(amount)} placed` : ''}`;

/** What every spot is: a button that bets on click and lights up its pockets while pointed at or focused. */
function spotButtonProps({ spot, amount, onBet, disabled, onPreview }: Omit<SpotProps, 'className' | 'style'>) {
  return {
    type: 'button' as const,
    onClick: () => onBet(spot),
    onMouseEnter: () => onPreview?.(spot),
    onMouseLeave: () => onPreview?.(null),
    onFocus: () => onPreview?.(spot),
    onBlur: () => onPreview?.(null),
    disabled,
    'data-testid': `roulette-spot-${spot.key}`,
    'aria-label': accessibleName(spot, amount),
  };
}

/** The stack of chips on a spot, showing their total. It lets clicks through so the spot under it stays clickable. */
function ChipStack({ spotKey, amount, className }: { spotKey: string; amount: number; className?: string }) {
  return (
    <span
      aria-hidden
      data-testid={`roulette-chip-on-${spotKey}`}
      className={cn(
        'pointer-events-none absolute z-10 grid h-6 min-w-6 place-items-center rounded-full border-2 border-dashed border-white bg-gold px-1 text-[10px] leading-none font-extrabold text-gold-foreground shadow-md',
        className,
      )}
    >
      {formatPoints(amount)}
    </span>
  );
}

/** A number or a box of the layout (dozen, column, even-money bet). */
export function BoxSpot({ spot, amount, onBet, disabled, onPreview, className, style, highlight }: SpotProps & { highlight?: 'winning' | 'covered' }) {
  return (
    <button
      {...spotButtonProps({ spot, amount, onBet, disabled, onPreview })}
      data-winning={highlight === 'winning' || undefined}
      style={style}
      className={cn(
        'relative flex cursor-pointer items-center justify-center border border-white/25 px-1 text-xs font-bold text-white transition-colors sm:text-sm',
        'focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-white disabled:cursor-not-allowed',
        highlight === 'covered' && 'brightness-125',
        highlight === 'winning' && 'z-10 ring-4 ring-gold ring-inset',
        className,
      )}
    >
      {spot.text}
      {amount ? <ChipStack spotKey={spot.key} amount={amount} className={spot.type === 'straight' || spot.type === 'column' ? 'top-1/2 left-1/2 -translate-1/2' : 'top-1/2 right-1 -translate-y-1/2'} /> : null}
    </button>
  );
}

/** An inside bet on a line or corner between numbers: a small round target centred on that point. */
export function EdgeSpotButton({ spot, amount, onBet, disabled, onPreview, style }: SpotProps) {
  return (
    <button
      {...spotButtonProps({ spot, amount, onBet, disabled, onPreview })}
      style={style}
      className={cn(
        'absolute z-20 -translate-1/2 cursor-pointer rounded-full transition-colors',
        'hover:bg-white/70 focus-visible:bg-white/70 focus-visible:outline-2 focus-visible:outline-gold disabled:cursor-not-allowed disabled:hover:bg-transparent',
        amount ? 'size-6' : 'size-4',
      )}
    >
      {amount ? <ChipStack spotKey={spot.key} amount={amount} className="top-1/2 left-1/2 -translate-1/2" /> : null}
    </button>
  );
}
