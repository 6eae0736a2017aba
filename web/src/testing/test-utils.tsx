import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { markTutorialSeen } from '@/features/dashboard/utils/tutorial-storage';
import { createQueryClient } from '@/lib/query-client';
import { mockFetch, type MockRoutes } from '@/testing/mock-fetch';
import type { User } from '@/types/api';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'alexm',
    email: 'alex@example.org',
    firstName: 'Alex',
    lastName: 'Morgan',
    role: 'student',
    points: 1250,
    streak: 3,
    unlockedFeatures: [],
    createdAt: '2026-01-15T10:00:00.000Z',
    // A returning user: the account has seen the dashboard tour (null for a first visit).
    tutorialCompletedAt: '2026-01-15T10:05:00.000Z',
    ...overrides,
  };
}

export interface RenderAppOptions {
  /** Who is signed in: a user, 'guest' (the guestMode flag), or null for a visitor (401). */
  session?: User | 'guest' | null;
  /** More fetch answers, keyed by "METHOD /path". */
  routes?: MockRoutes;
  /**
   * The dashboard's tour opens by itself on a user's first visit. Tests play a returning user
   * (the tour already seen on this browser by the session's user, or by the default test user who
   * signs in during the test) unless this is set; the account remembers it too
   * (`tutorialCompletedAt` of buildUser: give null for a first visit).
   */
  firstVisit?: boolean;
}

/** Renders the whole app (providers, router, guards, chrome) at `path` with fetch mocked. */
export function renderApp(
  path = '/',
  { session = null, routes: extraRoutes = {}, firstVisit = false }: RenderAppOptions = {},
) {
  if (session === 'guest') window.localStorage.setItem('guestMode', 'true');
  if (!firstVisit) {
    markTutorialSeen(session && session !== 'guest' ? session.id : buildUser().id);
    markTutorialSeen('guest');
  }
  const fetchMock = mockFetch({
    'GET /api/auth/me':
      session && session !== 'guest'
        ? { body: session }
        : { status: 401, body: { code: 'unauthenticated', message: 'Not signed in' } },
    ...extraRoutes,
  });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, user, router, queryClient, fetchMock };
}

/**
 * Renders one page at `url` inside the app's providers, without the route table, guards or chrome:
 * what the page does on its own, e.g. past a guard that would have stopped the visitor.
 */
export function renderPageAlone(page: ReactElement, url: string) {
  const path = url.split('?')[0] ?? url;
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [url] });
  return render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

/** The links inside `container`, each as its text and where it goes: [['Lessons', '/lessons'], …]. */
export function linkTargets(container: HTMLElement): [string | null, string | null][] {
  return within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/** The text of each item of a list: ['Lessons 5/5', 'Quiz not passedTake quiz']. */
export function itemTexts(list: HTMLElement): (string | null)[] {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}
