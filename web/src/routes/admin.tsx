import { PageFrame } from '@/components/layout/page-frame';
import { AdminPanel } from '@/features/admin/components/admin-panel';

export default function AdminPanelRoute() {
  return (
    <PageFrame title="Admin Panel" description="Users, withdrawals, daily challenges and settings.">
      <AdminPanel />
    </PageFrame>
  );
}
