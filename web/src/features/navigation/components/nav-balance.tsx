import { Coins } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useElapsed } from '@/hooks/use-elapsed';
import { formatPoints, pointsToUsd } from '@/lib/format';

// Spec section 2: the bar shows a loading placeholder for its first 2 seconds.
const PLACEHOLDER_MS = 2000;

/** The points balance chip with its approximate dollar value (100 points = $1). */
export function NavBalance({ points }: { points: number | undefined }) {
  const placeholderOver = useElapsed(PLACEHOLDER_MS);
  if (!placeholderOver || points === undefined) {
    // as wide as a phone's chip, no wider: the bar must fit a 390 px screen while it loads too
    return <Skeleton className="h-8 w-24 shrink-0 rounded-full sm:h-9 sm:w-32" data-testid="nav-balance-loading" aria-label="Loading balance" />;
  }
  return (
    // One line always: the number and its unit never break apart; on a phone the unit gives way to the coin icon's title.
    <div className="flex shrink-0 items-center gap-1.5 rounded-full border border-gold/30 bg-gold/10 py-1 pr-2.5 pl-1.5 whitespace-nowrap sm:gap-2 sm:pr-3" data-testid="nav-balance" title={`${formatPoints(points)} points`}>
      <span className="grid size-6 place-items-center rounded-full bg-gold text-gold-foreground">
        <Coins className="size-3.5" aria-hidden />
      </span>
      <span className="text-sm font-bold tabular-nums" data-testid="nav-balance-points">
        {formatPoints(points)} <span className="hidden font-medium text-muted-foreground min-[400px]:inline">pts</span>
      </span>
      <span className="hidden text-xs text-muted-foreground tabular-nums sm:inline" data-testid="nav-balance-usd">
        ≈ {pointsToUsd(points)}
      </span>
    </div>
  );
}
