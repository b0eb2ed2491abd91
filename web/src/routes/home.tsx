import { HomeDashboard } from '@/features/dashboard/components/home-dashboard';

export default function HomeRoute() {
  return <HomeDashboard />;
}
