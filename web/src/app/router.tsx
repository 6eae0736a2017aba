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
import { contestPaths, paths } from '@/config/paths';
import { prefetchWhenIdle } from '@/lib/prefetch';

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

/** docs/product.md section 2 "Route table". */
export const routes: RouteObject[] = [
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
          { index: true, element: <DashboardRoute /> },
          {
            path: paths.lessons,
            lazy: lazyPage(() => import('@/app/routes/app/lessons'), 'LessonsRoute'),
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
  const router = useMemo(() => createBrowserRouter(routes), []);
  useEffect(() => prefetchWhenIdle(likelyNextPages), []);
  return <RouterProvider router={router} />;
}
