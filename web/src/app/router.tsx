import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';

import { RequireSession, RequireStaff } from '@/app/guards';
import { DashboardRoute } from '@/app/routes/app/dashboard';
import { AuthRoute } from '@/app/routes/auth';
import { ForgotPasswordRoute } from '@/app/routes/forgot-password';
import { ModuleRedirectRoute } from '@/app/routes/module-redirect';
import { ResetPasswordRoute } from '@/app/routes/reset-password';
import { RouteErrorRoute } from '@/app/routes/route-error';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { contestPaths } from '@/features/contests/utils/contest-paths';
import { moduleAccessMapQueryOptions } from '@/features/learning/api/get-module-access-map';
import { modulesQueryOptions } from '@/features/learning/api/get-modules';
import { progressQueryOptions } from '@/features/learning/api/get-progress';
import { portfolioQueryOptions } from '@/features/trading/api/get-portfolio';
import { stocksQueryOptions } from '@/features/trading/api/get-stocks';
import { userQueryOptions } from '@/lib/auth';
import { prefetchWhenIdle } from '@/lib/prefetch';
import type { User } from '@/types/api';

/**
 * The pages inside the chrome load on demand, so that the charts and tables of
 * one page do not weigh on the first load of every other. The dashboard, where
 * most visits start, comes with the app itself: no second round trip before it
 * shows (docs/development.md "Web performance").
 */
const lazyPage =
  <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T & string) =>
  async () => {
    const module = await load();
    return { Component: module[name] as ComponentType };
  };

/**
 * A loader that asks for the data a page cannot show its first content without, for a signed-in
 * member, as the router starts loading the page (and its code), so the answers are on their way
 * during the first render instead of being asked for after it; the page's own queries (same keys)
 * take them. It does not wait for them: the page renders at once, with its loading states, as
 * before (docs/development.md "Web performance").
 */
const firstData =
  (queryClient: QueryClient | undefined, prefetch: (client: QueryClient, user: User) => void) =>
  () => {
    if (queryClient) {
      void queryClient
        .ensureQueryData(userQueryOptions())
        .then((user) => user && prefetch(queryClient, user))
        .catch(() => undefined);
    }
    return null;
  };

/**
 * docs/product.md section 2 "Route table". With the app's query client, the dashboard, lessons and
 * trading pages start their first data with their code (`firstData`).
 */
export const createRoutes = (queryClient?: QueryClient): RouteObject[] => [
  {
    errorElement: <RouteErrorRoute />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { path: paths.auth, element: <AuthRoute /> },
      { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
      { path: paths.resetPassword, element: <ResetPasswordRoute /> },
      // The module list lives at /lessons; /modules is an old address of it.
      { path: '/modules', element: <Navigate to={paths.lessons} replace /> },
      { path: '/modules/:moduleId', element: <ModuleRedirectRoute /> },
      {
        element: <RequireSession />,
        children: [
          {
            index: true,
            element: <DashboardRoute />,
            loader: firstData(queryClient, (client, user) => {
              void client.prefetchQuery(modulesQueryOptions());
              void client.prefetchQuery(progressQueryOptions(user.id));
              void client.prefetchQuery(moduleAccessMapQueryOptions(user.id));
            }),
          },
          {
            path: paths.lessons,
            lazy: lazyPage(() => import('@/app/routes/app/lessons'), 'LessonsRoute'),
            loader: firstData(queryClient, (client, user) => {
              void client.prefetchQuery(modulesQueryOptions());
              void client.prefetchQuery(moduleAccessMapQueryOptions(user.id));
            }),
          },
          {
            path: paths.module(':moduleId'),
            lazy: lazyPage(() => import('@/app/routes/app/module'), 'ModuleRoute'),
          },
          {
            path: paths.flashcards(':lessonId'),
            lazy: lazyPage(() => import('@/app/routes/app/flashcards'), 'FlashcardsRoute'),
          },
          {
            path: paths.quiz(':lessonId'),
            lazy: lazyPage(() => import('@/app/routes/app/quiz'), 'QuizRoute'),
          },
          {
            path: paths.review,
            lazy: lazyPage(() => import('@/app/routes/app/review'), 'ReviewRoute'),
          },
          {
            path: paths.trading,
            lazy: lazyPage(() => import('@/app/routes/app/trading'), 'TradingRoute'),
            loader: firstData(queryClient, (client, user) => {
              void client.prefetchQuery(stocksQueryOptions());
              void client.prefetchQuery(portfolioQueryOptions(user.id));
            }),
          },
          {
            path: paths.budgeting,
            lazy: lazyPage(() => import('@/app/routes/app/budgeting'), 'BudgetingRoute'),
          },
          {
            path: paths.leaderboard,
            lazy: lazyPage(() => import('@/app/routes/app/leaderboard'), 'LeaderboardRoute'),
          },
          {
            path: paths.leagues,
            lazy: lazyPage(() => import('@/app/routes/app/leagues'), 'LeaguesRoute'),
          },
          {
            path: contestPaths.list,
            lazy: lazyPage(() => import('@/app/routes/app/contests'), 'ContestsRoute'),
          },
          {
            path: contestPaths.contest(':contestId'),
            lazy: lazyPage(() => import('@/app/routes/app/contest'), 'ContestRoute'),
          },
          {
            path: paths.achievements,
            lazy: lazyPage(() => import('@/app/routes/app/achievements'), 'AchievementsRoute'),
          },
          {
            path: paths.admin,
            element: <RequireStaff />,
            children: [
              { index: true, lazy: lazyPage(() => import('@/app/routes/app/admin'), 'AdminRoute') },
              {
                path: paths.adminStudent(':studentId'),
                lazy: lazyPage(() => import('@/app/routes/app/admin'), 'ClassStudentRoute'),
              },
              {
                path: paths.adminSummary,
                lazy: lazyPage(() => import('@/app/routes/app/admin'), 'ClassSummaryRoute'),
              },
            ],
          },
          {
            path: '*',
            lazy: lazyPage(() => import('@/app/routes/app/not-found'), 'NotFoundRoute'),
          },
        ],
      },
    ],
  },
];

/** The routes without the data loaders (tests render pages with their own query client). */
export const routes = createRoutes();

/**
 * The pages a student most often opens next, fetched a second after the first page has loaded,
 * when the browser is idle, so the first click on them does not wait for their code and the first
 * page's own data never waits behind them. (Trading's charts are the largest part: it comes last.)
 */
const likelyNextPages = [
  () => import('@/app/routes/app/lessons'),
  () => import('@/app/routes/app/module'),
  () => import('@/app/routes/app/leaderboard'),
  () => import('@/app/routes/app/achievements'),
  () => import('@/app/routes/app/trading'),
];

export function AppRouter() {
  const queryClient = useQueryClient();
  const router = useMemo(() => createBrowserRouter(createRoutes(queryClient)), [queryClient]);
  useEffect(() => prefetchWhenIdle(likelyNextPages), []);
  return <RouterProvider router={router} />;
}
