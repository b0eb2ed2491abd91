import { PageFrame } from '@/components/layout/page-frame';
import { FairnessPage } from '@/features/fairness/components/fairness-page';

export default function FairnessRoute() {
  return (
    <PageFrame title="Provably Fair" description="Check that every round you played was decided fairly.">
      <FairnessPage />
    </PageFrame>
  );
}
