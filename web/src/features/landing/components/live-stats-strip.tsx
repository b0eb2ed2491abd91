import { Gamepad2, Star, Users, Wallet, type LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { centsToUsd, formatCount } from '@/lib/format';
import { usePublicStats } from '../api/get-public-stats';

const DASH = '—';

interface Stat {
  id: string;
  label: string;
  icon: LucideIcon;
  value: string;
}

/** Live stats from GET /api/public/stats (polled every 30 s); dashes when they cannot be loaded. */
export function LiveStatsStrip() {
  const { data, isPending } = usePublicStats();
  const stats: Stat[] = [
    { id: 'users', label: 'Total Users', icon: Users, value: data ? formatCount(data.totalUsers) : DASH },
    { id: 'paid-out', label: 'Total Paid Out', icon: Wallet, value: data ? centsToUsd(data.totalPaidOut) : DASH },
    { id: 'games-played', label: 'Games Played', icon: Gamepad2, value: data ? formatCount(data.totalGamesPlayed) : DASH },
    { id: 'rating', label: 'Average Rating', icon: Star, value: data ? `${data.averageRating.toFixed(1)}/5` : DASH },
  ];

  return (
    <section aria-label="Live stats" className="px-4 sm:px-6 lg:px-8" data-testid="live-stats">
      <div className="mx-auto grid max-w-5xl grid-cols-2 gap-3 rounded-2xl border border-border bg-card/70 p-4 backdrop-blur md:grid-cols-4 md:p-6">
        {stats.map(({ id, label, icon: Icon, value }) => (
          <div key={id} className="flex flex-col items-center gap-1 text-center">
            <Icon className="size-5 text-gold" aria-hidden />
            {isPending ? <Skeleton className="h-8 w-20" /> : <p className="text-2xl font-extrabold tabular-nums" data-testid={`stat-${id}`}>{value}</p>}
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</p>
          </div>
        ))}
      </div>
      <p className="mt-2 text-center text-xs text-muted-foreground">
        <span className="mr-1.5 inline-block size-2 animate-pulse rounded-full bg-success align-middle" aria-hidden />
        Live, updated every 30 seconds
      </p>
    </section>
  );
}
