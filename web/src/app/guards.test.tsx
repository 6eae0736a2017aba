import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { callsTo } from '@/testing/mock-fetch';
import { buildUser, renderApp } from '@/testing/test-utils';
import { NOT_FOUND_MESSAGE } from './routes/app/not-found';

describe('route guards', () => {
  it('when a visitor opens a club page, then the auth screen shows there instead, without chrome', async () => {
    const { router } = renderApp('/trading');

    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trading');
  });

  it('when a visitor signs in on a club page, then the page opens, then the dashboard a second later', async () => {
    const { user, router } = renderApp('/trading', {
      routes: { 'POST /api/auth/login': { body: buildUser() } },
    });

    await user.type(await screen.findByLabelText('Username'), 'alexm');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByRole('heading', { name: 'Investment Simulator' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Alex' }, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('when the user call fails with a server error, then it is logged and the visitor sees the auth screen', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/', { routes: { 'GET /api/auth/me': { status: 500 } } });

    expect(await screen.findByRole('tab', { name: 'Create Account' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Authentication failed: Internal Server Error');
  });

  it('while the session loads, then a spinner shows', async () => {
    renderApp('/', { routes: { 'GET /api/auth/me': () => new Promise(() => {}) } });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your account');
  });

  it('when a guest opens a page, then the chrome and the guest banner show, and the user is not fetched', async () => {
    const { fetchMock } = renderApp('/lessons', { session: 'guest' });

    expect(await screen.findByRole('heading', { name: 'Learning Modules' })).toBeInTheDocument();
    // The course says once whose rules it teaches: taxes and laws differ by country.
    expect(screen.getByText(/are those of the United States\./)).toBeVisible();
    expect(screen.getAllByRole('navigation', { name: 'Main' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Guest Mode')).toBeInTheDocument();
    expect(
      screen.getByText("You're browsing in guest mode. Progress and achievements won't be saved."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In to Save Progress' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/auth/me')).toHaveLength(0);
  });

  it('when a guest presses "Sign In to Save Progress", then guest mode ends and the auth screen opens', async () => {
    const { user, router } = renderApp('/', { session: 'guest' });

    await user.click(await screen.findByRole('button', { name: 'Sign In to Save Progress' }));

    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(window.localStorage.getItem('guestMode')).toBeNull();
  });

  it('when a student opens /admin, then they are sent to /', async () => {
    const { router } = renderApp('/admin', { session: buildUser({ role: 'student' }) });

    expect(await screen.findByRole('heading', { name: 'Welcome, Alex' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('when a guest opens /admin, then they are sent to /', async () => {
    const { router } = renderApp('/admin', { session: 'guest' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('when an admin opens /admin, then the admin panel shows', async () => {
    renderApp('/admin', { session: buildUser({ role: 'admin' }) });

    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
  });

  it('when /modules is opened, then it goes to /lessons', async () => {
    const { router } = renderApp('/modules', { session: buildUser() });

    expect(await screen.findByRole('heading', { name: 'Learning Modules' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lessons');
  });

  it('when a page is not in the router, then the not-found page says so', async () => {
    renderApp('/no-such-page', { session: buildUser() });

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse Lessons' })).toHaveAttribute(
      'href',
      '/lessons',
    );
  });
});
