import confetti from 'canvas-confetti';
import { CalendarCheck, Clock, Gift } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { formatPoints } from '@/lib/format';
import { useClaimDailyBonus } from '../api/claim-daily-bonus';
import { useDailyBonusStatus } from '../api/get-daily-bonus-status';
import { streakGoalText, weekProgress } from './bonus-formula';
import { useDailyBonusRecheck } from './use-daily-bonus-recheck';
import { useUtcMidnightCountdown } from './use-utc-midnight-countdown';

function celebrate() {
  void confetti({ particleCount: 120, spread: 75, origin: { y: 0.6 } });
}

/** Claim today's bonus, or count down to the next UTC midnight; the week's streak progress. */
export function DailyBonusCard() {
  const status = useDailyBonusStatus();
  const claim = useClaimDailyBonus(celebrate);
  const canClaim = status.data?.canClaim ?? false;
  const countdown = useUtcMidnightCountdown(!canClaim);
  const streak = status.data?.streak ?? 0;
  const week = weekProgress(streak);
  useDailyBonusRecheck(status);

  return (
    <Card data-testid="daily-bonus-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gift className="size-5 text-gold" aria-hidden /> Daily Bonus
        </CardTitle>
        <CardDescription>Claim free points every day. Longer streaks pay more.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.isLoading ? (
          <Skeleton className="h-20 w-full" />
        ) : status.isError ? (
          <p className="text-sm text-muted-foreground">Daily bonus status is unavailable right now.</p>
        ) : (
          <>
            {/* on a phone the claimed side moves under the amount rather than squeezing it onto two lines */}
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <div>
                <p className="text-sm text-muted-foreground">{canClaim ? "Today's bonus" : 'Next bonus'}</p>
                <p className="text-2xl font-bold whitespace-nowrap text-gold tabular-nums" data-testid="daily-bonus-amount">
                  {formatPoints(status.data?.nextBonus ?? 0)} points
                </p>
                <p className="text-sm text-muted-foreground" data-testid="daily-bonus-streak">
                  Streak: {streak} {streak === 1 ? 'day' : 'days'}
                </p>
              </div>
              {canClaim ? (
                <Button variant="gold" disabled={claim.isPending} onClick={() => claim.mutate()} data-testid="daily-bonus-claim">
                  {claim.isPending ? <Spinner /> : <Gift aria-hidden />}
                  Claim Bonus
                </Button>
              ) : (
                <div className="text-right" data-testid="daily-bonus-claimed">
                  <p className="flex items-center justify-end gap-1 text-sm font-semibold whitespace-nowrap text-success">
                    <CalendarCheck className="size-4" aria-hidden /> Bonus Claimed Today
                  </p>
                  <p className="flex items-center justify-end gap-1 font-mono text-lg tabular-nums" data-testid="daily-bonus-countdown">
                    <Clock className="size-4 text-muted-foreground" aria-hidden /> {countdown.text}
                  </p>
                </div>
              )}
            </div>
            <div className="space-y-1.5">
              <div className="flex justify-between text-xs text-muted-foreground">
                <span>Weekly progress</span>
                <span data-testid="daily-bonus-week">{week}/7 days</span>
              </div>
              <Progress value={(week / 7) * 100} aria-label="Weekly streak progress" />
              <p className="text-xs text-muted-foreground" data-testid="daily-bonus-goal">
                {streakGoalText(streak)}
              </p>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
