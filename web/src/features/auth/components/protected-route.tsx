import { Navigate, Outlet } from 'react-router';
import { paths } from '@/app/paths';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { useCurrentUser } from '../api/get-current-user';

/**
 * Layout route for signed-in pages: a full-screen 'Loading...' while GET /api/auth/user is pending,
 * /landing when nobody is signed in (401) or the user cannot be loaded.
 */
export function ProtectedRoute() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullScreenSpinner />;
  if (!user) return <Navigate to={paths.landing} replace />;
  return <Outlet />;
}
