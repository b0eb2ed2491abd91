import { useEffect, useState } from 'react';
import type { Activity } from '@app/contracts';
import { Crown } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { gameName } from '@/features/live-feed/components/activity-text';
import { formatPoints, pointsToUsd } from '@/lib/format';

/** Spec section 2: the spotlight moves to the next winner every 4 seconds. */
export const SPOTLIGHT_ROTATE_MS = 4_000;

/** One recent winner at a time, rotating through the latest wins. */
export function RecentWinnersSpotlight({ winners, isPending }: { winners: Activity[]; isPending: boolean }) {
  const [tick, setTick] = useState(0);
  const count = winners.length;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setTick((n) => n + 1), SPOTLIGHT_ROTATE_MS);
    return () => clearInterval(timer);
  }, [count]);

  if (isPending) return <Skeleton className="h-36 w-full" />;
  const winner = count > 0 ? winners[tick % count] : undefined;
  if (!winner) return <p className="py-6 text-center text-sm text-muted-foreground">The next big winner could be you.</p>;

  return (
    <div key={winner.id} className="flex flex-col items-center gap-2 rounded-xl bg-gradient-to-b from-gold/15 to-transparent p-6 text-center" data-testid="winner-spotlight-entry">
      <Crown className="size-8 text-gold" aria-hidden />
      {/* the spotlight shows the whole name, wrapped anywhere: usernames have no spaces to break at */}
      <p className="w-full text-lg font-bold wrap-anywhere">{winner.username}</p>
      <p className="text-3xl font-extrabold text-gradient-gold tabular-nums">{formatPoints(winner.amount)} points</p>
      <p className="text-sm text-muted-foreground">
        {pointsToUsd(winner.amount)} won on {gameName(winner.game)}
      </p>
    </div>
  );
}
