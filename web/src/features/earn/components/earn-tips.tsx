import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { REFERRAL_SHARE_PERCENT, referralBonusPoints } from '@/features/referral/components/referral-terms';

const TIPS = [
  'Use real information when completing offers; fake details can void your reward.',
  'Finish every step of an offer in one go and keep the offer tab open until it is done.',
  'Offer credits can take up to 24 hours; contact support if one never arrives.',
  'Claim your daily bonus every day: your streak makes it bigger.',
  `Invite friends: ${referralBonusPoints} for each one who completes a first offer, plus ${REFERRAL_SHARE_PERCENT}% of their offer earnings for life.`,
];

export function EarnTips() {
  return (
    <Card data-testid="earn-tips">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-5 text-gold" aria-hidden /> Tips for Earning More
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
