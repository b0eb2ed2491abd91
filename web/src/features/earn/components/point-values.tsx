import { Gem } from 'lucide-react';
import { DAILY_BONUS_TOP_STREAK, dailyBonusPoints } from '@app/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSignupBonus } from '@/features/auth/api/get-signup-bonus';
import { useDailyChallenges } from '@/features/challenges/api/get-daily-challenges';
import { REFERRAL_SHARE_PERCENT, referralBonusPoints } from '@/features/referral/components/referral-terms';
import { formatPointsWithUnit } from '@/lib/format';
import { useOfferRate } from '../api/get-offer-rate';

interface PointValue {
  id: string;
  source: string;
  worth: string;
}

/** Today's challenges for a signed-in player (their rewards are settings an admin changes); a general line for visitors. */
function useChallengesWorth(signedIn: boolean): string {
  const { data } = useDailyChallenges({ enabled: signedIn });
  if (!signedIn || !data) return 'A reward for each challenge you complete, new every day';
  const total = data.reduce((sum, c) => sum + c.reward, 0);
  const count = data.length;
  if (count === 0) return 'No challenges today';
  return `${formatPointsWithUnit(total)} across today's ${count} challenge${count === 1 ? '' : 's'}`;
}

/**
 * 'Point values' (spec section 2, the earn page): what each way of earning pays, from the same figures the
 * server pays by: the sign-up bonus and the offer rate (settings, fetched), the daily bonus formula and
 * the referral terms (contracts), today's challenge rewards (fetched for a signed-in player).
 */
export function PointValues({ signedIn }: { signedIn: boolean }) {
  const { signupBonus } = useSignupBonus();
  const { data: rate, isError: rateFailed } = useOfferRate();
  const challenges = useChallengesWorth(signedIn);
  const values: PointValue[] = [
    { id: 'signup', source: 'Signing up', worth: `${formatPointsWithUnit(signupBonus)}, once` },
    {
      id: 'daily-bonus',
      source: 'Daily bonus',
      worth: `${formatPointsWithUnit(dailyBonusPoints(1))} a day, growing with your streak to ${formatPointsWithUnit(dailyBonusPoints(DAILY_BONUS_TOP_STREAK))}`,
    },
    { id: 'challenges', source: 'Daily challenges', worth: challenges },
    {
      id: 'offers',
      source: 'Offers',
      worth: rate ? `${formatPointsWithUnit(rate.pointsPerDollar)} for each $1 an offer pays` : rateFailed ? 'Shown on each offer' : '…',
    },
    { id: 'referrals', source: 'Referring a friend', worth: `${referralBonusPoints} after their first offer, then ${REFERRAL_SHARE_PERCENT}% of their offer earnings` },
    { id: 'rain', source: 'Chat rain', worth: 'A share of each rain you join in the chat (verified players)' },
  ];
  return (
    <Card data-testid="point-values">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gem className="size-5 text-gold" aria-hidden /> Point Values
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border/70">
          {values.map((v) => (
            <div key={v.id} className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4" data-testid={`point-value-${v.id}`}>
              <dt className="font-medium">{v.source}</dt>
              <dd className="text-sm text-muted-foreground sm:text-right">{v.worth}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
