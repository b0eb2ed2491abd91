import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { useInstallerStatus } from '../api/get-installer-status';

/**
 * Root layout route: until the site is installed every page but /install leads to /install. If the
 * status cannot be read the app carries on (the pages will show their own errors) rather than trap
 * visitors in the installer of an installed site.
 */
export function InstallGate() {
  const status = useInstallerStatus();
  const { pathname } = useLocation();
  if (status.isPending) return <FullScreenSpinner />;
  if (status.isSuccess && !status.data.installed && pathname !== paths.install) return <Navigate to={paths.install} replace />;
  return <Outlet />;
}
