import confetti from 'canvas-confetti';
import { CalendarCheck, Gift, Users } from 'lucide-react';
import type { CurrentUser } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useClaimDailyBonus } from '@/features/daily-bonus/api/claim-daily-bonus';
import { useDailyBonusStatus } from '@/features/daily-bonus/api/get-daily-bonus-status';
import { useDailyBonusRecheck } from '@/features/daily-bonus/components/use-daily-bonus-recheck';
import { useUtcMidnightCountdown } from '@/features/daily-bonus/components/use-utc-midnight-countdown';
import { ReferralLinkActions } from '@/features/referral/components/referral-link-actions';
import { useReferralLink } from '@/features/referral/components/use-referral-link';
import { formatPoints } from '@/lib/format';

/** The daily bonus button and the refer-a-friend link with copy and share. */
export function EarnQuickActions({ user }: { user: CurrentUser }) {
  const status = useDailyBonusStatus();
  const claim = useClaimDailyBonus(() => void confetti({ particleCount: 120, spread: 75, origin: { y: 0.6 } }));
  const { link } = useReferralLink(user.referralCode);
  const canClaim = status.data?.canClaim ?? false;
  // spec section 4: once claimed, the label comes with the countdown to the next UTC midnight, as on Home
  const countdown = useUtcMidnightCountdown(status.data?.canClaim === false);
  // and at that midnight the button opens again, as on Home, without a reload
  useDailyBonusRecheck(status);
  return (
    <Card data-testid="earn-quick-actions">
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <div className="space-y-3">
          <p className="flex items-center gap-2 font-semibold">
            <Gift className="size-4 text-gold" aria-hidden /> Daily Bonus
          </p>
          <p className="text-sm text-muted-foreground">
            {status.data ? `Next bonus: ${formatPoints(status.data.nextBonus)} points · Streak ${status.data.streak}` : 'Free points every day.'}
          </p>
          {status.isError ? (
            // a status that failed to load is not a claimed bonus
            <p className="text-sm text-muted-foreground" data-testid="earn-daily-bonus-unavailable">
              Daily bonus status is unavailable right now.
            </p>
          ) : canClaim ? (
            <Button variant="gold" disabled={claim.isPending} onClick={() => claim.mutate()} data-testid="earn-daily-bonus">
              {claim.isPending ? <Spinner /> : <Gift aria-hidden />}
              Claim Daily Bonus
            </Button>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="outline" disabled data-testid="earn-daily-bonus">
                <CalendarCheck aria-hidden /> {status.isLoading ? 'Loading...' : 'Bonus Claimed Today'}
              </Button>
              {status.data ? (
                <span className="font-mono text-sm text-muted-foreground tabular-nums" data-testid="earn-daily-bonus-countdown" aria-label={`Next bonus in ${countdown.text}`}>
                  {countdown.text}
                </span>
              ) : null}
            </div>
          )}
        </div>
        <div className="space-y-3">
          <p className="flex items-center gap-2 font-semibold">
            <Users className="size-4 text-sky-300" aria-hidden /> Refer a Friend
          </p>
          <ReferralLinkActions link={link} idPrefix="earn" />
        </div>
      </CardContent>
    </Card>
  );
}
