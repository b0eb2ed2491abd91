import { Medal } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useTopEarners } from '@/features/live-feed/api/get-top-earners';
import { formatPoints } from '@/lib/format';
import { cn } from '@/lib/utils';

const rankColours = ['text-gold', 'text-slate-300', 'text-amber-600'];

/** The five players who earned the most (GET /api/leaderboard). */
export function RecentWinnersTopEarners() {
  const { data, isPending } = useTopEarners();
  if (isPending) {
    return (
      <div className="flex flex-col gap-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
    );
  }
  const earners = data ?? [];
  if (earners.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">No rankings yet</p>;
  return (
    <ol className="flex flex-col gap-2">
      {earners.map((earner, index) => (
        <li key={earner.id} className="flex items-center gap-3 rounded-lg bg-background/40 px-3 py-2 text-sm" data-testid="top-earner">
          <span className={cn('flex w-6 items-center justify-center font-bold', rankColours[index] ?? 'text-muted-foreground')}>
            {index < 3 ? <Medal className="size-4" aria-label={`Rank ${index + 1}`} /> : index + 1}
          </span>
          <span className="min-w-0 flex-1 truncate font-semibold" title={earner.username}>
            {earner.username}
          </span>
          <span className="shrink-0 font-semibold text-gold tabular-nums">{formatPoints(earner.totalEarned)} pts</span>
        </li>
      ))}
    </ol>
  );
}
