import { PageFrame } from '@/components/layout/page-frame';
import { WithdrawPage } from '@/features/withdraw/components/withdraw-page';

export default function WithdrawRoute() {
  return (
    <PageFrame title="Withdraw Your Winnings" description="Cash out your points as Robux or money.">
      <WithdrawPage />
    </PageFrame>
  );
}
