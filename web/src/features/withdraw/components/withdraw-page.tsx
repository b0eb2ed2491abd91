import { useSignedInUser } from '@/features/auth/api/get-current-user';
import { ConversionRatesCard, RecentWithdrawalsCard, WithdrawalLimitsCard } from './side-cards';
import { VerificationRequiredBanner } from './verification-required-banner';
import { WithdrawForm } from './withdraw-form';

/** /withdraw: the verification banner, the form, and the side cards. */
export function WithdrawPage() {
  const user = useSignedInUser();
  return (
    <div className="space-y-6">
      <VerificationRequiredBanner user={user} />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <WithdrawForm user={user} />
        <div className="space-y-6">
          <ConversionRatesCard />
          <WithdrawalLimitsCard />
          <RecentWithdrawalsCard />
        </div>
      </div>
    </div>
  );
}
