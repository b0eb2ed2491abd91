import { Users } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPoints } from '@/lib/format';
import { ReferralLinkActions } from './referral-link-actions';
import { REFERRAL_SHARE_PERCENT, referralBonusPoints } from './referral-terms';
import { useReferralLink } from './use-referral-link';

/** Anchor of the dashboard's referral card; the 'Refer Friends' link card points here (design section 7). */
export const REFERRAL_CARD_ID = 'referral';

/** The dashboard's referral card: link, share buttons, friends referred and points earned from them. */
export function ReferralCard({ referralCode }: { referralCode: string }) {
  const { link, stats } = useReferralLink(referralCode);
  return (
    <Card id={REFERRAL_CARD_ID} className="scroll-mt-24" data-testid="referral-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-5 text-sky-300" aria-hidden /> Refer Friends
        </CardTitle>
        <CardDescription data-testid="referral-terms">
          Earn {referralBonusPoints} when a friend you invite completes their first offer, plus {REFERRAL_SHARE_PERCENT}% of their offer earnings for life. Unlimited
          referrals.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ReferralLinkActions link={link} idPrefix="dashboard" />
        <div className="grid grid-cols-2 gap-3">
          <div className="rounded-lg bg-muted/50 p-3">
            <p className="text-xs text-muted-foreground">Friends referred</p>
            <p className="text-xl font-bold tabular-nums" data-testid="referral-count">
              {stats.isLoading ? '…' : formatPoints(stats.data?.referralCount ?? 0)}
            </p>
          </div>
          <div className="rounded-lg bg-muted/50 p-3">
            <p className="text-xs text-muted-foreground">Referral earnings</p>
            <p className="text-xl font-bold text-gold tabular-nums" data-testid="referral-earnings">
              {stats.isLoading ? '…' : `${formatPoints(stats.data?.referralEarnings ?? 0)} pts`}
            </p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
