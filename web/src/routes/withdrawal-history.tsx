import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { paths } from '@/app/paths';
import { PageFrame } from '@/components/layout/page-frame';
import { Button } from '@/components/ui/button';
import { WithdrawalHistoryPage } from '@/features/withdrawal-history/components/withdrawal-history-page';

export default function WithdrawalHistoryRoute() {
  return (
    <PageFrame
      title="Withdrawal History"
      description="Every withdrawal you have requested and its status."
      actions={
        <Button asChild data-testid="new-withdrawal">
          <Link to={paths.withdraw}>
            <Plus aria-hidden /> New Withdrawal
          </Link>
        </Button>
      }
    >
      <WithdrawalHistoryPage />
    </PageFrame>
  );
}
