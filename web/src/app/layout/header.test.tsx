import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { callsTo } from '@/testing/mock-fetch';
import { buildUser, linkTargets, renderApp } from '@/testing/test-utils';
import { getOnlyToast } from '@/testing/toasts';

function desktopNav() {
  const [nav] = screen.getAllByRole('navigation', { name: 'Main' });
  if (!nav) throw new Error('No main navigation');
  return nav;
}

describe('header', () => {
  it('when on a module page, then Lessons is the active link and Dashboard is not', async () => {
    renderApp('/lessons/3', { session: buildUser() });
    await screen.findByRole('heading', { name: 'Module not found' });

    const nav = desktopNav();
    expect(within(nav).getByRole('link', { name: 'Lessons' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it("when on '/', then only Dashboard is active", async () => {
    renderApp('/', { session: buildUser() });
    await screen.findByRole('heading', { name: 'Welcome, Alex' });

    const active = within(desktopNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(active.map((link) => link.textContent)).toEqual(['Dashboard']);
  });

  it('shows the desktop links and the mobile bottom bar with their targets', async () => {
    renderApp('/', { session: buildUser() });
    await screen.findByRole('heading', { name: 'Welcome, Alex' });

    expect(linkTargets(desktopNav())).toEqual([
      ['Dashboard', '/'],
      ['Lessons', '/lessons'],
      ['Trading', '/trading'],
      ['Budgeting', '/budgeting'],
      ['Leaderboard', '/leaderboard'],
      ['Leagues', '/leagues'],
      ['Contests', '/contests'],
      ['Achievements', '/achievements'],
    ]);
    expect(linkTargets(screen.getByRole('navigation', { name: 'Quick' }))).toEqual([
      ['Home', '/'],
      ['Lessons', '/lessons'],
      ['Trading', '/trading'],
      ['Leaders', '/leaderboard'],
      ['Leagues', '/leagues'],
      ['Rewards', '/achievements'],
    ]);
  });

  it('shows the points with thousands separators', async () => {
    renderApp('/', { session: buildUser({ points: 1234567 }) });

    expect(await screen.findByText('1,234,567')).toBeInTheDocument();
  });

  it('when a student opens the account menu, then it shows who they are and no Admin Panel', async () => {
    const { user } = renderApp('/', { session: buildUser() });

    await user.click(await screen.findByRole('button', { name: /Account menu for Alex Morgan/ }));

    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Alex Morgan');
    expect(menu).toHaveTextContent('@alexm');
    expect(menu).toHaveTextContent('alex@example.org');
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('when an admin picks Admin Panel, then /admin opens', async () => {
    const { user, router } = renderApp('/', { session: buildUser({ role: 'admin' }) });

    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Admin Panel' }));

    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('when the user signs out, then the session ends, the app returns to / and says so', async () => {
    const { user, router, fetchMock } = renderApp('/trading', {
      session: buildUser(),
      routes: { 'POST /api/auth/logout': { status: 204 } },
    });

    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getOnlyToast()).toHaveTextContent('Logged out');
    expect(getOnlyToast()).toHaveTextContent('You have been successfully logged out.');
    expect(callsTo(fetchMock, 'POST', '/api/auth/logout')[0]?.json).toEqual({});
  });

  it('when signing out fails, then the app still forgets the session and returns to /', async () => {
    const { user, router } = renderApp('/trading', {
      session: buildUser(),
      routes: { 'POST /api/auth/logout': { status: 500 } },
    });

    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('when the drawer opens for a guest, then it shows the guest summary and Sign In', async () => {
    const { user } = renderApp('/', { session: 'guest' });

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));

    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Guest User');
    expect(drawer).toHaveTextContent('Progress not saved');
    expect(within(drawer).getByRole('link', { name: 'Budgeting' })).toHaveAttribute(
      'href',
      '/budgeting',
    );
    expect(within(drawer).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('when the drawer opens for a user, then it shows their name, points and Logout', async () => {
    const { user } = renderApp('/', { session: buildUser({ points: 2500 }) });

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));

    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Alex Morgan');
    expect(drawer).toHaveTextContent('2,500');
    expect(within(drawer).getByRole('link', { name: 'Leagues' })).toHaveAttribute(
      'href',
      '/leagues',
    );
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows the configured branding, and the defaults when the config call fails', async () => {
    renderApp('/', {
      session: buildUser(),
      routes: {
        'GET /api/config': {
          body: {
            clubName: 'Lincoln High Finance Club',
            clubLogoUrl: '/club-logo.svg',
            schoolName: 'Lincoln High School',
            schoolLogoUrl: '/school-logo.svg',
            creditLine: 'Made by Lincoln students',
          },
        },
      },
    });

    expect(await screen.findByText('Made by Lincoln students')).toBeInTheDocument();
    expect(screen.getByText('Lincoln High School')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Lincoln High Finance Club'));
  });

  it('when the config call fails, then the default branding shows', async () => {
    renderApp('/', { session: buildUser() });

    expect(await screen.findByText('Built by the school finance club')).toBeInTheDocument();
    expect(screen.getByText('Our School')).toBeInTheDocument();
    expect(document.title).toBe('Finance Club');
  });
});
