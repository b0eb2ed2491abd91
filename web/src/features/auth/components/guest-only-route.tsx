import { Navigate, Outlet } from 'react-router';
import { paths } from '@/app/paths';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { useCurrentUser } from '../api/get-current-user';

/** Layout route for /auth: a signed-in user has nothing to do there and goes to /. */
export function GuestOnlyRoute() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullScreenSpinner />;
  if (user) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
