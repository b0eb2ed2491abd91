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
    return <Skeleton className="h-9 w-32 rounded-full" data-testid="nav-balance-loading" aria-label="Loading balance" />;
  }
  return (
    <div className="flex items-center gap-2 rounded-full border border-gold/30 bg-gold/10 py-1 pr-3 pl-1.5" data-testid="nav-balance">
      <span className="grid size-6 place-items-center rounded-full bg-gold text-gold-foreground">
        <Coins className="size-3.5" aria-hidden />
      </span>
      <span className="text-sm font-bold tabular-nums" data-testid="nav-balance-points">
        {formatPoints(points)} <span className="font-medium text-muted-foreground">pts</span>
      </span>
      <span className="hidden text-xs text-muted-foreground tabular-nums sm:inline" data-testid="nav-balance-usd">
        ≈ {pointsToUsd(points)}
      </span>
    </div>
  );
}
