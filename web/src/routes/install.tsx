import { InstallerScreen } from '@/features/installer/components/installer-screen';

export default function InstallRoute() {
  return <InstallerScreen />;
}
