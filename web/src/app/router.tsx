import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { AdminRoute } from '@/features/auth/components/admin-route';
import { GuestOnlyRoute } from '@/features/auth/components/guest-only-route';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import AppLayout from '@/routes/layouts/app-layout';
import RootLayout from '@/routes/layouts/root-layout';
import RouteError from '@/routes/layouts/route-error';
import { paths } from './paths';

/** Each page's code is loaded when first visited, so the landing page does not carry every game. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FullScreenSpinner,
    children: [
      { path: paths.install, ...page(() => import('@/routes/install')) },
      {
        Component: AppLayout,
        children: [
          { path: paths.landing, ...page(() => import('@/routes/landing')) },
          { path: paths.forgotPassword, ...page(() => import('@/routes/forgot-password')) },
          { path: paths.resetPassword, ...page(() => import('@/routes/reset-password')) },
          { Component: GuestOnlyRoute, children: [{ path: paths.auth, ...page(() => import('@/routes/auth')) }] },
          {
            Component: ProtectedRoute,
            children: [
              { path: paths.home, ...page(() => import('@/routes/home')) },
              { path: paths.earn, ...page(() => import('@/routes/earn')) },
              { path: paths.games, ...page(() => import('@/routes/games')) },
              { path: paths.withdraw, ...page(() => import('@/routes/withdraw')) },
              { path: paths.profile, ...page(() => import('@/routes/profile')) },
              { path: paths.gameHistory, ...page(() => import('@/routes/game-history')) },
              { path: paths.withdrawalHistory, ...page(() => import('@/routes/withdrawal-history')) },
              { path: paths.leaderboard, ...page(() => import('@/routes/leaderboard')) },
              { path: paths.fairness, ...page(() => import('@/routes/fairness')) },
              { Component: AdminRoute, children: [{ path: paths.admin, ...page(() => import('@/routes/admin')) }] },
            ],
          },
          { path: '*', ...page(() => import('@/routes/not-found')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
