import { PageFrame } from '@/components/layout/page-frame';
import { ProfilePage } from '@/features/profile/components/profile-page';

export default function ProfileRoute() {
  return (
    <PageFrame title="Profile" description="Your account, security settings and transactions.">
      <ProfilePage />
    </PageFrame>
  );
}
