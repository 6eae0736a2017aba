import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildModule } from '@/testing/learning-fixtures';
import { callsTo, type MockRoutes } from '@/testing/mock-fetch';
import { buildUser, renderApp } from '@/testing/test-utils';
import type { User } from '@/types/api';

const modules = [buildModule({ id: 1, title: 'Budgeting Basics' })];

const routesFor = (userId: number): MockRoutes => ({
  'GET /api/modules': { body: modules },
  [`GET /api/users/${userId}/progress`]: { body: [] },
  [`GET /api/users/${userId}/module-access`]: {
    body: { '1': { canAccess: true, reason: 'first_module' } },
  },
});

/** A first visit: the account has not seen the tour. */
const alex = buildUser({ id: 7, tutorialCompletedAt: null });

/** The auth service for one account, which remembers the tour once told (POST /api/auth/me/tutorial). */
function accountOf(start: User) {
  const account = { current: start };
  const routes: MockRoutes = {
    'GET /api/auth/me': () => ({ body: account.current }),
    'POST /api/auth/me/tutorial': () => {
      account.current = {
        ...account.current,
        tutorialCompletedAt: account.current.tutorialCompletedAt ?? '2026-03-02T09:00:00.000Z',
      };
      return { body: account.current };
    },
  };
  return { account, routes };
}

async function findTutorial(): Promise<HTMLElement> {
  // The first render loads the dashboard's lazy route: allow it more than the default second.
  return screen.findByRole('dialog', { name: 'Welcome to the club!' }, { timeout: 3000 });
}

async function findDashboard(): Promise<void> {
  await screen.findByRole('heading', { name: 'Continue learning' }, { timeout: 3000 });
}

describe('dashboard tutorial', () => {
  it("opens by itself on a user's first visit, once, and the Tutorial button reopens it", async () => {
    const { account, routes } = accountOf(alex);
    const { user, fetchMock } = renderApp('/', {
      session: alex,
      routes: { ...routesFor(7), ...routes },
      firstVisit: true,
    });

    const dialog = await findTutorial();
    expect(within(dialog).getByText('Tutorial · Step 1 of 6')).toBeInTheDocument();
    await waitFor(() => expect(account.current.tutorialCompletedAt).not.toBeNull());
    expect(callsTo(fetchMock, 'POST', '/api/auth/me/tutorial')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Skip tutorial' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Welcome, Alex' })).toBeInTheDocument();

    // The next visit of the same user: no tour by itself.
    cleanup();
    const second = renderApp('/', {
      session: account.current,
      routes: { ...routesFor(7), ...routes },
      firstVisit: true,
    });
    await findDashboard();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await second.user.click(screen.getByRole('button', { name: 'Tutorial' }));
    expect(await findTutorial()).toBeInTheDocument();
    expect(callsTo(second.fetchMock, 'POST', '/api/auth/me/tutorial')).toHaveLength(0);
  });

  it('when the account says the tour was seen, then a new browser (empty storage) does not open it', async () => {
    const done = buildUser({ id: 7, tutorialCompletedAt: '2026-02-01T08:00:00.000Z' });
    const { fetchMock } = renderApp('/', { session: done, routes: routesFor(7), firstVisit: true });

    await findDashboard();
    expect(window.localStorage.length).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/me/tutorial')).toHaveLength(0);
  });

  it('when this browser saw the tour before the account remembered it, then it stays closed and the account learns it', async () => {
    window.localStorage.setItem('tutorialSeen:7', 'true');
    const { account, routes } = accountOf(alex);
    renderApp('/', { session: alex, routes: { ...routesFor(7), ...routes }, firstVisit: true });

    await findDashboard();
    await waitFor(() => expect(account.current.tutorialCompletedAt).not.toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is remembered per account: another user on the same browser gets it too', async () => {
    window.localStorage.setItem('tutorialSeen:7', 'true');
    const sam = buildUser({ id: 8, firstName: 'Sam', tutorialCompletedAt: null });
    const { account, routes } = accountOf(sam);
    renderApp('/', { session: sam, routes: { ...routesFor(8), ...routes }, firstVisit: true });

    expect(await findTutorial()).toBeInTheDocument();
    await waitFor(() => expect(account.current.tutorialCompletedAt).not.toBeNull());
  });

  it('walks through the steps with Next and Back, and Finish closes it', async () => {
    const { user } = renderApp('/', {
      session: alex,
      routes: { ...routesFor(7), ...accountOf(alex).routes },
      firstVisit: true,
    });

    const dialog = await findTutorial();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Learn with modules' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await findTutorial();
    for (let step = 1; step < 6; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    const last = await screen.findByRole('dialog', { name: 'Leaderboards and achievements' });
    expect(within(last).getByText('Tutorial · Step 6 of 6')).toBeInTheDocument();
    await user.click(within(last).getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a step can open its page, where "Back to Tutorial" returns to the dashboard and the same step', async () => {
    const { user, router } = renderApp('/', {
      session: alex,
      routes: { ...routesFor(7), ...accountOf(alex).routes },
      firstVisit: true,
    });

    await user.click(within(await findTutorial()).getByRole('button', { name: 'Next' }));
    const step = await screen.findByRole('dialog', { name: 'Learn with modules' });
    await user.click(within(step).getByRole('link', { name: 'Open Lessons' }));

    // The lessons page is a lazy route: on a busy machine its first load takes a few seconds.
    await screen.findByRole('heading', { name: 'Learning Modules' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/lessons');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'Tutorial' });
    await user.click(within(banner).getByRole('link', { name: 'Back to Tutorial' }));

    expect(await screen.findByRole('dialog', { name: 'Learn with modules' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Skip tutorial' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem('tutorialActive')).toBeNull();
  });

  it('"End the tour" on another page drops the banner', async () => {
    window.sessionStorage.setItem('tutorialActive', '1');
    const { user } = renderApp('/lessons', { session: alex, routes: routesFor(7) });

    const banner = await screen.findByRole('region', { name: 'Tutorial' }, { timeout: 3000 });
    await user.click(within(banner).getByRole('button', { name: 'End the tour' }));

    expect(screen.queryByRole('region', { name: 'Tutorial' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('tutorialActive')).toBeNull();
  });

  it('a guest is not shown the tour by itself but can open it', async () => {
    const { user } = renderApp('/', {
      session: 'guest',
      routes: { 'GET /api/modules': { body: modules } },
      firstVisit: true,
    });

    await screen.findByRole('heading', { name: 'Continue learning' }, { timeout: 3000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tutorial' }));
    expect(await findTutorial()).toBeInTheDocument();
    expect(window.localStorage.getItem('tutorialSeen:guest')).toBe('true');
  });
});
