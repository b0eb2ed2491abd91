import type { LeaderboardUser } from '@app/contracts';
import { Crown, Medal } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { formatPoints } from '@/lib/format';
import { cn } from '@/lib/utils';

// in rank order, as a phone stacks them and a screen reader reads them; from `sm` on, one row with the
// winner in the middle (second, first, third)
const places = [
  { index: 0, label: '1st', layout: 'sm:order-2', tone: 'text-gold' },
  { index: 1, label: '2nd', layout: 'sm:order-1 sm:mt-8', tone: 'text-slate-300' },
  { index: 2, label: '3rd', layout: 'sm:order-3 sm:mt-12', tone: 'text-amber-600' },
] as const;

/** The top three, shown when there are at least three players. */
export function LeaderboardPodium({ users }: { users: readonly LeaderboardUser[] }) {
  if (users.length < 3) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-3" data-testid="leaderboard-podium">
      {places.map(({ index, label, layout, tone }) => {
        const user = users[index]!;
        const Icon = index === 0 ? Crown : Medal;
        return (
          // min-w-0: a grid item is otherwise as wide as the username it truncates
          <Card key={user.id} className={cn('min-w-0 text-center', layout, index === 0 && 'border-gold/50')}>
            <CardContent className="space-y-1 p-6">
              <Icon className={cn('mx-auto size-8', tone)} aria-hidden />
              <p className={cn('text-sm font-bold', tone)}>{label}</p>
              <p className="truncate text-lg font-semibold" title={user.username} data-testid={`podium-${index + 1}`}>
                {user.username}
              </p>
              <p className="text-muted-foreground tabular-nums">{formatPoints(user.points)} pts</p>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
