import { PageFrame } from '@/components/layout/page-frame';
import { EarnPage } from '@/features/earn/components/earn-page';

export default function EarnRoute() {
  return (
    <PageFrame title="Earn Points" description="Complete offers, claim bonuses and invite friends to earn points.">
      <EarnPage />
    </PageFrame>
  );
}
